// The monitor dashboard: buttons that produce each kind of error, and a view of what the
// demo host received (errors, reports, timings). Plain DOM and SVG, no libraries.
(() => {
  const A = window.Atrium;
  const $ = (id) => document.getElementById(id);
  const status = (text) => {
    $('status').textContent = text;
  };
  const esc = (v) =>
    String(v ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

  $('start').onclick = () => {
    A.setCurrentUser({ id: 'demo-user', employeeId: 'emp-demo' });
    A.startMonitor();
    status('monitor started');
  };
  $('js').onclick = () => {
    setTimeout(() => {
      throw new Error(`demo js error ${new Date().toLocaleTimeString()}`);
    });
  };
  $('promise').onclick = () => {
    Promise.reject(new Error('demo rejected promise'));
  };
  $('resource').onclick = () => {
    const img = document.createElement('img');
    img.src = `/pages/monitor/missing-${Date.now()}.png`;
    img.hidden = true;
    document.body.append(img);
  };
  $('component').onclick = () =>
    A.captureError(new Error('demo component failed'), { comName: 'demoLib.Hello' });
  $('ajax').onclick = () => A.request({ url: '/api/demo/does-not-exist' }).catch(() => {});
  $('flush').onclick = async () => status(`flushed: ${await A.flushErrors()} acknowledged`);
  $('fail').onclick = async () => {
    await demoControl('faults', {
      body: { path: '/api/tissot/frontErrorRecord', status: 503, body: { code: 503 }, every: 2 },
    });
    status('uploads now fail every other time; records stay until acknowledged');
  };
  $('heal').onclick = async () => {
    await demoControl('faults', { method: 'DELETE' });
    status('server healed');
  };

  function renderErrors(errors) {
    const counts = {};
    for (const e of errors) counts[e.errType] = (counts[e.errType] ?? 0) + 1;
    $('counts').innerHTML =
      `<span>total ${errors.length}</span>` +
      Object.entries(counts)
        .map(([t, n]) => `<span>${esc(t)} ${n}</span>`)
        .join('');
    $('errors').innerHTML = errors
      .slice(-100)
      .reverse()
      .map(
        (e) =>
          `<tr><td>${esc(new Date(e.createTime).toLocaleTimeString())}</td><td class="type">${esc(e.errType)}</td>` +
          `<td class="msg">${esc(e.message)}</td><td>${esc(e.comName)}</td><td>${esc(e.fileName)}${e.lineNumber ? `:${e.lineNumber}` : ''}</td></tr>`,
      )
      .join('');
  }

  function renderChart(subReports) {
    const bars = [];
    for (const sub of subReports.slice(-3)) {
      for (const p of sub.data?.perf ?? []) {
        if (p.entryType === 'resource')
          bars.push({
            label: String(p.name).replace(/^https?:\/\/[^/]+/, ''),
            ms: p.duration,
            kind: 'resource',
          });
      }
      for (const r of sub.data?.route ?? [])
        bars.push({ label: `route ${r.url}`, ms: r.elapsed, kind: 'route' });
    }
    const shown = bars.slice(-40);
    const svg = $('chart');
    const rowH = 18;
    const labelW = 420;
    const width = Number(svg.getAttribute('width'));
    const max = Math.max(1, ...shown.map((b) => b.ms));
    svg.setAttribute('height', String(Math.max(40, shown.length * rowH + 24)));
    if (!shown.length) {
      svg.innerHTML = '<text x="4" y="20">no sub-report yet</text>';
      return;
    }
    svg.innerHTML =
      shown
        .map((b, i) => {
          const y = i * rowH + 4;
          const w = Math.max(1, ((width - labelW - 80) * b.ms) / max);
          const color = b.kind === 'route' ? '#e8590c' : '#1c7ed6';
          return (
            `<text x="${labelW - 6}" y="${y + 12}" text-anchor="end">${esc(b.label.slice(-60))}</text>` +
            `<rect x="${labelW}" y="${y}" width="${w}" height="${rowH - 5}" fill="${color}"></rect>` +
            `<text x="${labelW + w + 4}" y="${y + 12}">${Math.round(b.ms)} ms</text>`
          );
        })
        .join('') +
      `<text x="${labelW}" y="${shown.length * rowH + 18}">blue: resource timings, orange: route renders (max ${Math.round(max)} ms)</text>`;
  }

  async function refresh() {
    try {
      const state = await (await demoControl('monitor')).json();
      renderErrors(state.errors ?? []);
      renderChart(state.subReports ?? []);
      const s = state.switches ?? {};
      $('reports').textContent =
        `main reports: ${(state.reports ?? []).length}, sub-reports: ${(state.subReports ?? []).length}, ` +
        `uploads: ${(state.uploads ?? []).length}, resource reports: ${(state.resourceReports ?? []).length}; ` +
        `server switches: ${Object.entries(s)
          .map(([k, v]) => `${k}=${v}`)
          .join(' ')}`;
    } catch (error) {
      status(`refresh failed: ${error}`);
    }
  }
  refresh();
  setInterval(refresh, 2000);
})();
