/* The sample app library @weapp/demo-lib, as a platform build would ship it: a UMD-style
   global (window.weappDemoLib) written against the React API that Atrium exposes. */
(() => {
  var React = window.Atrium.React;
  var h = React.createElement;

  function Hello(props) {
    return h(
      'div',
      { className: 'demo-hello', 'data-testid': 'demo-hello' },
      `Hello, ${props.name || 'world'}`,
    );
  }

  function Counter(props) {
    var state = React.useState(props.start || 0);
    var count = state[0];
    var setCount = state[1];
    var mounted = React.useRef(false);
    React.useEffect(() => {
      mounted.current = true;
      window.__demoCounterMounts = (window.__demoCounterMounts || 0) + 1;
      return () => {
        window.__demoCounterUnmounts = (window.__demoCounterUnmounts || 0) + 1;
      };
    }, []);
    return h(
      'div',
      { className: 'demo-counter', 'data-testid': 'demo-counter' },
      h('span', { 'data-testid': 'demo-counter-value' }, `${props.label || 'count'}: ${count}`),
      h(
        'button',
        {
          type: 'button',
          'data-testid': 'demo-counter-inc',
          onClick: () => {
            setCount(count + 1);
          },
        },
        '+1',
      ),
    );
  }

  var Panel = React.forwardRef(function Panel(props, ref) {
    return h('section', { ref: ref, 'data-testid': 'demo-panel' }, props.title, props.children);
  });

  class Clock extends React.Component {
    render() {
      return h('time', { 'data-testid': 'demo-clock' }, String(this.props.at || 'now'));
    }
  }

  function Broken() {
    throw new Error('demo component failed to render');
  }

  window.weappDemoLib = {
    Hello: Hello,
    Counter: Counter,
    Panel: Panel,
    Clock: Clock,
    Broken: Broken,
    add: (a, b) => a + b,
    sum: (...numbers) => numbers.reduce((total, n) => total + n, 0),
    greet: (name) =>
      new Promise((resolve) => {
        setTimeout(() => {
          resolve(`Hello, ${name}`);
        }, 10);
      }),
    fail: () => {
      throw new Error('demo function failed');
    },
  };
})();
