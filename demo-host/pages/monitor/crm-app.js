// A host page's own script (the "CRM" of the monitor tests): it fails by itself, so tests can
// check that an external system's own errors stay on the page unless the host allows them.
window.crmFail = () => {
  setTimeout(() => {
    throw new Error('crm failure for jane@example.com');
  });
  Promise.reject(new Error('crm rejection'));
};
