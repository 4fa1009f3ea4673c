/* A merged chunk: hands its library over a little after it runs (the SDK waits up to 12 s). */
(() => {
  setTimeout(() => {
    var h = window.Atrium.React.createElement;
    window.weappMergedLib = {
      Badge: (props) => h('span', { 'data-testid': 'merged-badge' }, `merged:${props.label || ''}`),
      ping: () => 'pong',
    };
  }, 150);
})();
