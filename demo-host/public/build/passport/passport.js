/* Demo passport library: the embedding SDK expects it to define window.WeaPassport. */
(function () {
  window.WeaPassport = {
    version: '1.0.0-demo',
    isLoggedIn: function () {
      return true;
    },
  };
})();
