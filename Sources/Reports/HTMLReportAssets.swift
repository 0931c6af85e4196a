import Foundation

/// The review page's style sheet and script, kept apart from the page's composition.
enum HTMLReportAssets {
    static let head = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
        <title>LayoutCheck review</title>
        <style>
        body { font: 14px/1.4 -apple-system, "Inter", "Noto Sans", sans-serif; margin: 24px; color: #1c1c1e; }
        h1 { font-size: 22px; margin: 0 0 4px; } h2 { margin-top: 28px; border-bottom: 1px solid #ddd; }
        .summary { color: #555; margin: 0; } .drift { background: #fff4d6; border: 1px solid #e0b84c; padding: 8px 12px; border-radius: 6px; }
        .missing-images { background: #ffe5e3; border: 1px solid #ff3b30; padding: 8px 12px; border-radius: 6px; } .missing-image { color: #c4160c; }
        .badge { display: inline-block; padding: 1px 6px; border-radius: 4px; font-size: 12px; text-decoration: none; color: #fff; }
        .badge.passed, .badge.unchanged, .badge.recorded { background: #34c759; } .badge.failed { background: #ff3b30; }
        .badge.missing { background: #ff9500; } .badge.error { background: #af52de; } .badge.warning { background: #ff9500; }
        details.finding .badge.error { background: #ff3b30; } details.warnings > summary { cursor: pointer; font-weight: 600; }
        table.overview th { text-align: left; padding-right: 12px; vertical-align: top; font-weight: 600; }
        .chip { display: inline-block; margin: 2px; padding: 1px 8px; border-radius: 10px; background: #f2f2f7; color: #1c1c1e; text-decoration: none; }
        .chip.hot { background: #ffe5e3; } .chip.active { outline: 2px solid #007aff; }
        #filters { position: sticky; top: 0; background: #fff; padding: 8px 0; border-bottom: 1px solid #ddd; z-index: 2; }
        #filters label { margin-right: 10px; } #shown { color: #555; margin-left: 8px; }
        section.group { border: 1px solid #ddd; border-left: 6px solid #ff3b30; border-radius: 6px; padding: 4px 16px 8px; margin: 12px 0; }
        section.group h3 { margin: 8px 0 2px; font-family: ui-monospace, monospace; font-size: 13px; }
        .pattern { color: #555; margin: 2px 0; }
        details.card { border-top: 1px solid #eee; padding: 4px 0; } details.card > summary, details.members > summary { cursor: pointer; }
        details.members > summary { color: #007aff; margin: 4px 0; }
        details.finding { border: 1px solid #ddd; border-radius: 6px; padding: 4px 12px; margin: 6px 0; }
        details.finding.error { border-left: 6px solid #ff3b30; } details.finding.warning { border-left: 6px solid #ff9500; }
        pre.uikit { background: #f2f2f7; padding: 8px; overflow-x: auto; font-size: 12px; }
        .dims { color: #666; } .moved code, .approve code { background: #f2f2f7; padding: 1px 4px; border-radius: 3px; }
        .triptych, .compare { display: flex; gap: 16px; flex-wrap: wrap; align-items: flex-start; }
        figure { margin: 0; } figcaption { font-weight: 600; margin-bottom: 4px; }
        figure img { border: 1px solid #ccc; max-width: 300px; height: auto; display: block; }
        .slider, .onion { position: relative; display: inline-block; }
        .slider .reveal { position: absolute; top: 0; left: 0; bottom: 0; width: 50%; overflow: hidden; border-right: 2px solid #ff3b30; }
        .slider .reveal img { max-width: none; }
        .onion img.top { position: absolute; top: 0; left: 0; }
        .grids { display: flex; gap: 16px; flex-wrap: wrap; }
        table.grid { border-collapse: collapse; margin-bottom: 16px; } table.grid caption { font-weight: 600; text-align: left; }
        .grid th, .grid td { border: 1px solid #ddd; padding: 4px 6px; text-align: left; vertical-align: top; }
        .grid td.changed { background: #ffe5e3; outline: 2px solid #ff3b30; }
        [hidden] { display: none !important; }
        details.card.approved > summary { opacity: 0.6; } details.card.approved .badge { background: #34c759; }
        button.approve-now, #approve-shown { background: #007aff; color: #fff; border: 0; border-radius: 4px; padding: 2px 8px; margin-left: 4px; }
        </style></head><body>

        """

    /// Filters from the URL (`?locale=de&status=failed&q=title`), applied to every card and
    /// finding; a group with nothing left is hidden; the state goes back into the URL.
    static let script = """
        <script>
        (function () {
          var keys = ['screen', 'device', 'orientation', 'locale', 'size', 'status', 'kind', 'q'];
          var params = new URLSearchParams(location.search);
          var controls = {};
          document.querySelectorAll('#filters [data-filter]').forEach(function (c) {
            controls[c.dataset.filter] = c;
            if (params.get(c.dataset.filter)) c.value = params.get(c.dataset.filter);
            c.addEventListener('input', apply);
          });
          function state() {
            var s = {};
            keys.forEach(function (k) { if (controls[k] && controls[k].value) s[k] = controls[k].value; });
            return s;
          }
          function matches(el, s) {
            return keys.every(function (k) {
              if (!s[k]) return true;
              if (k === 'q') return (el.dataset.text || '').indexOf(s.q.toLowerCase()) >= 0;
              if (k === 'kind') return (' ' + (el.dataset.kind || '') + ' ').indexOf(' ' + s.kind + ' ') >= 0;
              return el.dataset[k] === s[k];
            });
          }
          function apply() {
            var s = state(), shown = 0, total = 0;
            document.querySelectorAll('details.card').forEach(function (card) {
              var ok = matches(card, s); card.hidden = !ok; total++; if (ok) shown++;
            });
            document.querySelectorAll('details.finding').forEach(function (f) { f.hidden = !matches(f, s); });
            var filtering = Object.keys(s).length > 0;
            document.querySelectorAll('details.members').forEach(function (m) { if (filtering) m.open = true; });
            document.querySelectorAll('section.group').forEach(function (g) {
              g.hidden = !g.querySelector('details.card:not([hidden])');
            });
            document.querySelectorAll('table.grid').forEach(function (t) {
              t.hidden = (s.screen && t.dataset.screen !== s.screen) || (s.device && t.dataset.device !== s.device);
            });
            document.querySelectorAll('.chip').forEach(function (chip) {
              chip.classList.toggle('active', s[chip.dataset.filter] === chip.dataset.value);
            });
            document.getElementById('shown').textContent = shown + ' of ' + total + ' changed scenarios shown';
            document.getElementById('empty').hidden = shown > 0 || total === 0;
            commands(s);
            var query = new URLSearchParams(s).toString();
            history.replaceState(null, '', query ? '?' + query + location.hash : location.pathname + location.hash);
          }
          // Approve commands follow the page's filters, as the terminal's follow the run's: a
          // product's dimensions narrowed to the filtered values (ChangeGroup.approveCommand's
          // rule, the run's filters where the product covers a dimension); when search, status or
          // kind hides some of what those select, the shown scenarios by name instead.
          var dims = ['screen', 'device', 'orientation', 'locale', 'size'];
          var form = document.getElementById('filters');
          var runFilters = JSON.parse((form && form.dataset.runFilters) || '[]');
          function quote(t) {
            return /^[\\p{L}\\p{M}\\p{N}\\-_.\\/@]+$/u.test(t) ? t : "'" + t.replace(/'/g, "'\\\\''") + "'";
          }
          function command(product, s) {
            var parts = [];
            for (var i = 0; i < dims.length; i++) {
              var own = product[i], page = s[dims[i]], values;
              if (page) {
                if (own && own.indexOf(page) < 0) return null;
                values = [page];
              } else {
                values = own || runFilters.filter(function (f) { return f[0] === '--' + dims[i]; }).map(function (f) { return f[1]; });
              }
              values.forEach(function (v) { parts.push('--' + dims[i] + ' ' + quote(v)); });
            }
            return 'layoutcheck approve ' + (parts.length ? parts.join(' ') : "'*'");
          }
          function byName(cards) {
            return 'layoutcheck approve ' + cards.map(function (c) { return quote(c.dataset.name); }).join(' ');
          }
          function commands(s) {
            var byDims = {};
            dims.forEach(function (d) { if (s[d]) byDims[d] = s[d]; });
            function update(codes, cards, holder) {
              var shown = cards.filter(function (c) { return !c.hidden; });
              var exact = shown.length === cards.filter(function (c) { return matches(c, byDims); }).length;
              codes.forEach(function (code, i) {
                var text = exact ? command(JSON.parse(code.dataset.product), s) : (i === 0 && shown.length ? byName(shown) : null);
                holder(code).hidden = text === null;
                if (text !== null) code.textContent = text;
              });
            }
            document.querySelectorAll('section.group').forEach(function (g) {
              var codes = Array.prototype.slice.call(g.querySelectorAll('code.approve-command[data-product]'));
              if (codes.length) update(codes, Array.prototype.slice.call(g.querySelectorAll('details.card')), function (c) { return c.closest('p'); });
            });
            document.querySelectorAll('ul.screens code.approve-command[data-product]').forEach(function (code) {
              var cards = Array.prototype.filter.call(document.querySelectorAll('section.group[data-group^="g"] details.card'), function (c) {
                return c.dataset.screen === code.dataset.screen;
              });
              update([code], cards, function (c) { return c.closest('li'); });
            });
          }
          document.querySelectorAll('.chip').forEach(function (chip) {
            chip.addEventListener('click', function (e) {
              e.preventDefault();
              var c = controls[chip.dataset.filter]; if (!c) return;
              c.value = c.value === chip.dataset.value ? '' : chip.dataset.value; apply();
            });
          });
          function copy(text) { if (navigator.clipboard) navigator.clipboard.writeText(text); }
          document.querySelectorAll('button.copy').forEach(function (b) {
            b.addEventListener('click', function () { copy(b.parentNode.querySelector('code').textContent); b.textContent = 'copied'; });
          });
          document.getElementById('copy-shown').addEventListener('click', function () {
            var names = [];
            document.querySelectorAll('details.card:not([hidden])').forEach(function (c) {
              names.push("'" + c.dataset.name + "'");
            });
            copy('layoutcheck approve ' + names.join(' '));
          });
          // Served by `layoutcheck review --serve`: approve buttons post the scenarios' names to
          // the server, which writes their baselines; from the file system they stay hidden.
          if (location.protocol === 'http:') {
            document.body.classList.add('served');
            function approve(names, done) {
              fetch('approve', { method: 'POST', headers: { 'Content-Type': 'application/json' },
                                 body: JSON.stringify({ names: names }) })
                .then(function (r) { return r.ok ? r.json() : r.text().then(function (t) { throw new Error(t); }); })
                .then(function (result) {
                  result.approved.forEach(function (line) {
                    var card = document.querySelector('details.card[data-name="' + CSS.escape(line.split(' ')[0]) + '"]');
                    if (card) { card.classList.add('approved'); card.querySelector('.badge').textContent = 'approved'; }
                  });
                  (result.refused || []).forEach(function (r) {
                    var card = document.querySelector('details.card[data-name="' + CSS.escape(r.name) + '"]');
                    if (card) { card.querySelector('.badge').textContent = 'refused'; card.title = r.reason; }
                  });
                  var refused = (result.refused || []).length;
                  done(result.approved.length + ' approved' + (refused ? ', ' + refused + ' refused (see their cards)' : ''));
                })
                .catch(function (e) { done('failed: ' + e.message); });
            }
            function names(scope) {
              return Array.prototype.map.call(scope.querySelectorAll('details.card:not([hidden])'), function (c) { return c.dataset.name; });
            }
            document.querySelectorAll('p.approve').forEach(function (p) {
              var b = document.createElement('button');
              b.type = 'button'; b.className = 'approve-now'; b.textContent = 'approve now';
              b.addEventListener('click', function () {
                var card = p.closest('details.card');
                var scope = card ? null : p.closest('section.group');
                var list = card ? [card.dataset.name] : names(scope);
                b.disabled = true;
                approve(list, function (text) { b.textContent = text; });
              });
              p.appendChild(b);
            });
            var shown = document.getElementById('copy-shown');
            var all = document.createElement('button');
            all.type = 'button'; all.id = 'approve-shown'; all.textContent = 'approve everything shown';
            all.addEventListener('click', function () { all.disabled = true; approve(names(document), function (t) { all.textContent = t; }); });
            shown.parentNode.insertBefore(all, shown.nextSibling);
          }
          document.querySelectorAll('.compare').forEach(function (box) {
            var slide = box.querySelector('input.slide'), reveal = box.querySelector('.reveal');
            var base = box.querySelector('.slider > img');
            function size() { if (base && reveal) { reveal.querySelector('img').style.width = base.clientWidth + 'px'; } }
            if (base) { base.addEventListener('load', size); size(); }
            if (slide) slide.addEventListener('input', function () { reveal.style.width = slide.value + '%'; });
            var fade = box.querySelector('input.fade'), top = box.querySelector('.onion img.top');
            if (fade) fade.addEventListener('input', function () { top.style.opacity = fade.value / 100; });
          });
          apply();
          window.addEventListener('load', function () {
            // What a reviewer sees, for scripts/check-report: how many visible images decoded.
            var images = Array.prototype.slice.call(document.querySelectorAll('details[open]:not([hidden]) img'));
            document.body.dataset.imagesLoaded = images.filter(function (i) { return i.complete && i.naturalWidth > 0; }).length;
            document.body.dataset.imagesBroken = images.filter(function (i) { return i.complete && i.naturalWidth === 0; }).length;
            var paint = performance.getEntriesByName('first-contentful-paint')[0];
            if (paint) document.body.dataset.firstContentfulPaint = Math.round(paint.startTime);
          });
        })();
        </script>

        """
}
