/* Demo passport library: the embedding SDK expects it to define window.WeaPassport. */
(() => {
  window.WeaPassport = {
    version: '1.0.0-demo',
    isLoggedIn: () => true,
  };
})();
