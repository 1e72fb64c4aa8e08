// The clickable timeline: its cells, the arrow keys between them, and a click's run.

// the timeline in the reader's hands: each cell a button that changes the schedule (one
// string parsed once: a large run draws thousands of cells). The chart is one Tab stop: the
// arrow keys move between its cells, Enter or Space presses one.
const kacis = (m) => String(m).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
function hucreleriKur(p, hucreler) {
  const { resim, ipucu } = p;
  const svg = resim.querySelector('svg');
  if (!svg || !hucreler.length) return;
  const rect = (h, i) => `<rect x="${h.x}" y="${h.y}" width="${h.genislik}" height="${h.yukseklik}" `
    + `class="panel-hucre" tabindex="${i === 0 ? 0 : -1}" role="button" aria-pressed="${h.acik}" `
    + `aria-label="${kacis(h.etiket)}" data-kimlik="${kacis(h.kimlik)}"`
    + `${h.tur == null ? '' : ` data-tur="${h.tur}"`}/>`;
  svg.insertAdjacentHTML('beforeend', `<g class="panel-hucreler" role="group" `
    + `aria-label="Resmin hücreleri: oklarla gezinin, Enter ile değiştirin" `
    + `aria-describedby="${ipucu.id}">${hucreler.map(rect).join('')}</g>`);
  const g = svg.lastElementChild;
  const kimlik = (e) => e.target.getAttribute && e.target.getAttribute('data-kimlik');
  g.addEventListener('click', (e) => { if (kimlik(e)) hucreyeTikla(p, e.target); });
  g.addEventListener('keydown', (e) => {
    if (!kimlik(e) || e.altKey || e.ctrlKey || e.metaKey) return;
    const yon = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] }[e.key];
    if (!yon && e.key !== 'Enter' && e.key !== ' ') return;
    // the book turns the page on the arrow keys: not while they move between cells
    e.preventDefault();
    e.stopPropagation();
    if (!yon) {
      hucreyeTikla(p, e.target);
      return;
    }
    const komsu = enYakin(g, e.target, yon);
    if (komsu) odakla(g, komsu);
  });
}

// the nearest cell in a direction: along it first, across it second
function enYakin(g, hucre, [dx, dy]) {
  const yer = (r) => [Number(r.getAttribute('x')), Number(r.getAttribute('y'))];
  const [x, y] = yer(hucre);
  let en = null;
  let enSkor = Infinity;
  for (const r of g.children) {
    const [rx, ry] = yer(r);
    const ileri = dx ? (rx - x) * dx : (ry - y) * dy;
    if (ileri <= 0) continue;
    const skor = ileri + 3 * (dx ? Math.abs(ry - y) : Math.abs(rx - x));
    if (skor < enSkor) { en = r; enSkor = skor; }
  }
  return en;
}

function odakla(g, hucre) {
  for (const r of g.querySelectorAll('[tabindex="0"]')) r.setAttribute('tabindex', '-1');
  hucre.setAttribute('tabindex', '0');
  hucre.focus({ preventScroll: false });
}

// a click: the program writes the schedule the click makes into the fragment, and the
// panel runs it as it runs a link; the focus stays on the same cell of the same column (or
// on the chart, if the cell is gone)
function hucreyeTikla(p, hucre) {
  const { kutu, wasm, ders, durum, resim, genel } = p;
  const bas = performance.now();
  const kimlik = hucre.getAttribute('data-kimlik');
  const secici = `[data-kimlik="${CSS.escape(kimlik)}"]`;
  const sira = [...resim.querySelectorAll(secici)].indexOf(hucre);
  const secenekler = ciftleriOku(p).filter(([a]) => a !== 'program');
  let yeni;
  try {
    yeni = wasm.hucreye_tikla(ders, durum.program, parcaya(secenekler), kimlik);
  } catch (e) {
    genel.textContent = String(e && e.message ? e.message : e);
    return;
  }
  const program = durum.program !== 'olc' ? `program=${durum.program}&` : '';
  history.replaceState(null, '', `${location.pathname}${location.search}#${program}${yeni}`);
  parcadanKur(p);
  const g = resim.querySelector('.panel-hucreler');
  const ayni = [...resim.querySelectorAll(secici)];
  const hedef = ayni[sira] || ayni[0] || (g && g.firstElementChild);
  if (hedef) {
    for (const r of g.querySelectorAll('[tabindex="0"]')) r.setAttribute('tabindex', '-1');
    hedef.setAttribute('tabindex', '0');
    hedef.focus({ preventScroll: true });
  }
  kutu.dataset.tiklama = (performance.now() - bas).toFixed(2);
}
