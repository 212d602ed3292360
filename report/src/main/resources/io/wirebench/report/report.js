// Draws the report's charts with Chart.js from the JSON in #wb-data; HtmlReport writes both.
(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('wb-data').textContent);
  Chart.defaults.animation = false;
  Chart.defaults.font.family = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
  Chart.defaults.color = '#1d2330';

  // Numbers in the unit's own terms: 1.2M ops/s, 3.4 KB, 850 ns.
  function fmt(kind, v) {
    if (v === null || v === undefined || isNaN(v)) return '-';
    var a = Math.abs(v);
    if (kind === 'BYTES') {
      if (a >= 1e6) return (v / 1e6).toFixed(1) + ' MB';
      if (a >= 1e4) return (v / 1e3).toFixed(0) + ' KB';
      return (Number.isInteger(v) ? v.toFixed(0) : v.toFixed(1)) + ' B';
    }
    if (kind === 'DURATION') {
      if (a === 0) return '0';
      if (a < 1e-6) return (v * 1e9).toFixed(0) + ' ns';
      if (a < 1e-3) return (v * 1e6).toFixed(2) + ' µs';
      if (a < 1) return (v * 1e3).toFixed(2) + ' ms';
      return v.toFixed(2) + ' s';
    }
    if (a >= 1e9) return (v / 1e9).toFixed(2) + 'G';
    if (a >= 1e6) return (v / 1e6).toFixed(2) + 'M';
    if (a >= 1e4) return (v / 1e3).toFixed(0) + 'k';
    if (a >= 100) return v.toFixed(0);
    if (a >= 10) return v.toFixed(1);
    return v.toFixed(2);
  }

  // Diagonal stripes in a run's colour: the fill of a cell whose forks did not settle.
  function hatch(color) {
    var c = document.createElement('canvas');
    c.width = 8;
    c.height = 8;
    var x = c.getContext('2d');
    x.fillStyle = color + '40';
    x.fillRect(0, 0, 8, 8);
    x.strokeStyle = color;
    x.lineWidth = 2;
    x.beginPath();
    x.moveTo(-2, 10);
    x.lineTo(10, -2);
    x.stroke();
    return x.createPattern(c, 'repeat');
  }

  // Whiskers for each bar's interval, and the steadiness mark past the bar's end.
  var intervals = {
    id: 'wbIntervals',
    afterDatasetsDraw: function (chart) {
      var ctx = chart.ctx;
      var scale = chart.scales.x;
      var area = chart.chartArea;
      chart.data.datasets.forEach(function (ds, i) {
        var meta = chart.getDatasetMeta(i);
        if (meta.hidden || !ds.intervals) return;
        meta.data.forEach(function (bar, j) {
          if (ds.data[j] === null) return;
          var iv = ds.intervals[j];
          var y = bar.y;
          var h = Math.max(6, bar.height * 0.5);
          var end = bar.x;
          ctx.save();
          ctx.strokeStyle = '#1d2330';
          ctx.lineWidth = 1.5;
          if (iv) {
            // a t interval of a quantity that cannot be negative may reach below zero: clip it to the axis
            var x1 = Math.max(area.left, scale.getPixelForValue(iv[0]));
            var x2 = Math.min(area.right, scale.getPixelForValue(iv[1]));
            ctx.beginPath();
            ctx.moveTo(x1, y);
            ctx.lineTo(x2, y);
            ctx.moveTo(x1, y - h / 2);
            ctx.lineTo(x1, y + h / 2);
            ctx.moveTo(x2, y - h / 2);
            ctx.lineTo(x2, y + h / 2);
            ctx.stroke();
            end = Math.max(end, x2);
          }
          if (ds.marks && ds.marks[j]) {
            ctx.fillStyle = '#b3261e';
            ctx.font = 'bold 13px system-ui, sans-serif';
            ctx.textBaseline = 'middle';
            ctx.fillText(ds.marks[j], end + 5, y);
          }
          ctx.restore();
        });
      });
    }
  };

  // Codec names beside the points of a scatter plot.
  var pointLabels = {
    id: 'wbPointLabels',
    afterDatasetsDraw: function (chart) {
      var ctx = chart.ctx;
      chart.data.datasets.forEach(function (ds, i) {
        var meta = chart.getDatasetMeta(i);
        if (meta.hidden || !ds.pointLabels) return;
        ctx.save();
        ctx.font = '11px system-ui, sans-serif';
        ctx.fillStyle = '#1d2330';
        ctx.textBaseline = 'bottom';
        meta.data.forEach(function (pt, j) {
          ctx.fillText(ds.data[j].codec, pt.x + 6, pt.y - 3);
        });
        ctx.restore();
      });
    }
  };

  function bars(spec, canvas) {
    var max = 0;
    var datasets = spec.series.map(function (s) {
      s.values.forEach(function (v, j) {
        var iv = s.intervals[j];
        max = Math.max(max, v || 0, iv ? iv[1] : 0);
      });
      return {
        label: s.run,
        data: s.values,
        intervals: s.intervals,
        marks: s.marks,
        steady: s.steady,
        backgroundColor: s.marks.map(function (m) { return m ? hatch(s.color) : s.color; }),
        borderColor: s.color,
        borderWidth: 1
      };
    });
    return new Chart(canvas, {
      type: 'bar',
      data: {labels: spec.labels, datasets: datasets},
      options: {
        indexAxis: 'y',
        responsive: true,
        maintainAspectRatio: false,
        layout: {padding: {right: 24}},
        scales: {
          x: {beginAtZero: true, suggestedMax: max * 1.04, title: {display: true, text: spec.unit},
            ticks: {callback: function (v) { return fmt(spec.kind, v); }}},
          y: {ticks: {autoSkip: false}}
        },
        plugins: {
          legend: {display: spec.series.length > 1},
          tooltip: {callbacks: {label: function (c) {
            var ds = c.dataset;
            var iv = ds.intervals[c.dataIndex];
            var text = ds.label + ': ' + fmt(spec.kind, c.parsed.x) + ' ' + spec.unit;
            if (iv) text += ' [' + fmt(spec.kind, iv[0]) + ', ' + fmt(spec.kind, iv[1]) + ']';
            if (ds.steady[c.dataIndex]) text += ' · ' + ds.steady[c.dataIndex];
            return text;
          }}}
        }
      },
      plugins: [intervals]
    });
  }

  function scatterData(spec, measure) {
    var datasets = [];
    spec.series.forEach(function (s) {
      var pts = (s.points[measure] || []).map(function (p) {
        return {x: p.x, y: p.y, codec: p.codec, front: p.front};
      });
      datasets.push({
        type: 'scatter',
        label: s.run,
        data: pts,
        pointLabels: true,
        backgroundColor: s.color,
        borderColor: s.color,
        pointRadius: pts.map(function (p) { return p.front ? 6 : 4; }),
        pointStyle: pts.map(function (p) { return p.front ? 'rectRot' : 'circle'; })
      });
      datasets.push({
        type: 'line',
        label: s.run + ': Pareto front',
        data: pts.filter(function (p) { return p.front; }),
        borderColor: s.color,
        borderDash: [5, 4],
        borderWidth: 1.5,
        pointRadius: 0,
        fill: false
      });
    });
    return datasets;
  }

  function scatter(spec, canvas) {
    var measure = spec.measures[0];
    return new Chart(canvas, {
      type: 'scatter',
      data: {datasets: scatterData(spec, measure)},
      options: {
        responsive: true,
        maintainAspectRatio: false,
        layout: {padding: {right: 70, top: 10}},
        scales: {
          x: {beginAtZero: true, title: {display: true, text: 'encoded bytes (' + measure + ')'},
            ticks: {callback: function (v) { return fmt('BYTES', v); }}},
          y: {beginAtZero: true, title: {display: true, text: spec.unit || 'ops/s'},
            ticks: {callback: function (v) { return fmt('RATE', v); }}}
        },
        plugins: {
          tooltip: {callbacks: {label: function (c) {
            var p = c.raw;
            return (p.codec || c.dataset.label) + ': ' + fmt('BYTES', p.x) + ', ' + fmt('RATE', p.y) + ' ' + (spec.unit || 'ops/s')
              + (p.front ? ' (on the front)' : '');
          }}}
        }
      },
      plugins: [pointLabels]
    });
  }

  // A logarithmic axis's labels: only at 1, 2 and 5 times a power of ten, as Chart.js's own.
  function logTick(kind) {
    return function (v) {
      var s = v / Math.pow(10, Math.floor(Math.log10(v) + 1e-9));
      var r = Math.round(s);
      return (r === 1 || r === 2 || r === 5) && Math.abs(s - r) < 1e-6 ? fmt(kind, v) : '';
    };
  }

  // Time per operation against size, both axes logarithmic, a line per codec: the size sweeps.
  function loglog(spec, canvas) {
    var datasets = spec.series.map(function (s) {
      return {
        type: 'scatter',
        label: s.label + (s.growth ? ' (' + s.growth + ')' : ''),
        data: s.points.map(function (p) { return {x: p.x, y: p.y, dataset: p.dataset}; }),
        showLine: true,
        borderColor: s.color,
        backgroundColor: s.color,
        borderDash: s.dashed ? [5, 4] : [],
        borderWidth: 2,
        pointRadius: 3
      };
    });
    return new Chart(canvas, {
      type: 'scatter',
      data: {datasets: datasets},
      options: {
        responsive: true,
        maintainAspectRatio: false,
        scales: {
          x: {type: 'logarithmic', title: {display: true, text: spec.x},
            ticks: {callback: logTick('BYTES')}},
          y: {type: 'logarithmic', title: {display: true, text: 'time per operation'},
            ticks: {callback: logTick('DURATION')}}
        },
        plugins: {
          legend: {display: true, position: 'bottom'},
          tooltip: {callbacks: {label: function (c) {
            var p = c.raw;
            return c.dataset.label + ' · ' + p.dataset + ': ' + fmt('BYTES', p.x) + ', ' + fmt('DURATION', p.y);
          }}}
        }
      }
    });
  }

  var charts = {};
  data.charts.forEach(function (spec) {
    var canvas = document.getElementById(spec.id);
    charts[spec.id] = spec.type === 'bars' ? bars(spec, canvas) : spec.type === 'loglog' ? loglog(spec, canvas)
      : scatter(spec, canvas);
  });

  document.querySelectorAll('select.measure').forEach(function (select) {
    select.addEventListener('change', function () {
      data.charts.forEach(function (spec) {
        if (spec.type !== 'scatter' || spec.group !== select.dataset.group) return;
        var chart = charts[spec.id];
        chart.data.datasets = scatterData(spec, select.value);
        chart.options.scales.x.title.text = 'encoded bytes (' + select.value + ')';
        chart.update();
      });
    });
  });
})();
