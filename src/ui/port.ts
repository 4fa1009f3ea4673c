// The UI port's interface lives with the request layer, the lowest folder that asks the user
// anything (request/ui-port.ts, docs/architecture.md#the-ui-port); the ui folder implements it.
export type {
  BatchTaskResult,
  EmployeeCardProps,
  LinkConfirmAnswer,
  MessageType,
  SensitiveRequest,
  UiPort,
} from '../request/ui-port';
