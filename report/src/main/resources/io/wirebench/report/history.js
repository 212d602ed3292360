// Draws a history's charts with Chart.js from the JSON in #wb-data; TrendView writes both.
(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('wb-data').textContent);
  var RUN = '#4269d0';
  Chart.defaults.animation = false;
  Chart.defaults.font.family = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
  Chart.defaults.color = '#1d2330';

  function fmt(v) {
    if (v === null || v === undefined || isNaN(v)) return '-';
    var a = Math.abs(v);
    if (a === 0) return '0';
    if (a >= 1e9) return (v / 1e9).toFixed(2) + 'G';
    if (a >= 1e6) return (v / 1e6).toFixed(2) + 'M';
    if (a >= 1e4) return (v / 1e3).toFixed(0) + 'k';
    if (a >= 100) return v.toFixed(0);
    if (a >= 10) return v.toFixed(1);
    return v.toFixed(2);
  }

  // Each run's interval as a vertical whisker, and each change as a line before its first run with its ratio.
  var marks = {
    id: 'wbHistoryMarks',
    afterDatasetsDraw: function (chart) {
      var spec = chart.options.wbSpec;
      var ctx = chart.ctx;
      var x = chart.scales.x;
      var y = chart.scales.y;
      var area = chart.chartArea;
      ctx.save();
      ctx.strokeStyle = '#1d2330';
      ctx.lineWidth = 1.2;
      spec.intervals.forEach(function (iv, i) {
        if (!iv || spec.values[i] === null) return;
        var px = x.getPixelForValue(i);
        var lo = Math.min(area.bottom, y.getPixelForValue(iv[0]));
        var hi = Math.max(area.top, y.getPixelForValue(iv[1]));
        ctx.beginPath();
        ctx.moveTo(px, lo);
        ctx.lineTo(px, hi);
        ctx.moveTo(px - 4, lo);
        ctx.lineTo(px + 4, lo);
        ctx.moveTo(px - 4, hi);
        ctx.lineTo(px + 4, hi);
        ctx.stroke();
      });
      spec.changes.forEach(function (c) {
        var px = (x.getPixelForValue(c.index - 1) + x.getPixelForValue(c.index)) / 2;
        ctx.strokeStyle = c.down ? '#b3261e' : '#1e7b34';
        ctx.fillStyle = ctx.strokeStyle;
        ctx.setLineDash([5, 4]);
        ctx.lineWidth = 1.5;
        ctx.beginPath();
        ctx.moveTo(px, area.top);
        ctx.lineTo(px, area.bottom);
        ctx.stroke();
        ctx.setLineDash([]);
        ctx.font = 'bold 12px system-ui, sans-serif';
        ctx.textBaseline = 'top';
        var w = ctx.measureText(c.label).width;
        ctx.fillText(c.label, Math.min(px + 4, area.right - w), area.top + 2);
      });
      ctx.restore();
    }
  };

  function draw(spec, canvas, zoom) {
    var max = 0;
    spec.values.forEach(function (v, i) {
      var iv = spec.intervals[i];
      max = Math.max(max, v || 0, iv ? iv[1] : 0);
    });
    return new Chart(canvas, {
      type: 'line',
      data: {
        labels: spec.labels,
        datasets: [
          {label: 'run value', data: spec.values, borderColor: RUN, backgroundColor: RUN, pointRadius: 4,
            pointHoverRadius: 6, borderWidth: 2, spanGaps: false},
          {label: 'level', data: spec.levels, borderColor: '#5b6475', borderDash: [6, 4], borderWidth: 1.5,
            pointRadius: 0, stepped: 'middle', spanGaps: false}
        ]
      },
      options: {
        maintainAspectRatio: false,
        wbSpec: spec,
        scales: {
          y: {beginAtZero: !zoom, suggestedMax: zoom ? undefined : max * 1.05,
            title: {display: !!data.unit, text: data.unit}, ticks: {callback: fmt}},
          x: {ticks: {maxRotation: 60, autoSkip: true}}
        },
        plugins: {
          legend: {display: true, position: 'bottom'},
          tooltip: {callbacks: {
            title: function (items) { return spec.tips[items[0].dataIndex]; },
            label: function (item) { return item.dataset.label + ': ' + fmt(item.raw); }
          }}
        }
      },
      plugins: [marks]
    });
  }

  var charts = [];
  function drawAll(zoom) {
    charts.forEach(function (c) { c.destroy(); });
    charts = data.charts.map(function (spec) { return draw(spec, document.getElementById(spec.id), zoom); });
  }
  drawAll(false);
  document.getElementById('zoom').addEventListener('change', function (e) { drawAll(e.target.checked); });
})();
