/* A merged chunk: hands its library over a little after it runs (the SDK waits up to 12 s). */
(function () {
  setTimeout(function () {
    var h = window.Atrium.React.createElement;
    window.weappMergedLib = {
      Badge: function (props) {
        return h('span', { 'data-testid': 'merged-badge' }, 'merged:' + (props.label || ''));
      },
      ping: function () {
        return 'pong';
      },
    };
  }, 150);
})();
