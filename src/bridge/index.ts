// bridge: the host containers' JS-SDKs (WeCom, WeChat, DingTalk, Feishu, WeLink): title, open, close.
export { containerOf, currentAgent, type HostContainer } from './container';
export { convertOpenData } from './open-data';
export { setHostTitle } from './title';
export { closeHostWindow, openInHost } from './window';
