// "Adım adım": the run point by point. The program gives the walk (program::yuruyus): each
// point's story line per column, its place on the timeline, the claims it decides, and the
// first table's figures for the runs cut there (olc --tur N, akis: --dur N). It is asked
// for on the first step, not on every run. ← and → step and space plays only while the
// focus is inside the walk; outside it the book keeps its own keys.

// the walk's part of the panel: its heading and box, and what the run asks of it (sifirla on
// every run, ac for a link's nokta=)
function adimAdim(p) {
  const { ders } = p;
  const dugme = (yazi, etiket, yon) => el('button', { type: 'button', sinif: 'panel-yuruyus-dugmesi', 'data-yon': yon, title: etiket }, yazi);
  // the walk's state (the run's fragment, its walk once asked for, the point shown, the
  // player's timer) and its elements
  const y = {
    parca: null, veri: null, i: -1, oynuyor: null,
    yavas: window.matchMedia('(prefers-reduced-motion: reduce)'),
    geri: dugme('◀ Geri', 'Bir önceki nokta', 'geri'),
    ileri: dugme('İleri ▶', 'Bir sonraki nokta', 'ileri'),
    degisim: dugme('Sonraki değişiklik ▶▶', 'Bir şeyin değiştiği sonraki nokta', 'degisim'),
    oynat: dugme('Oynat', 'Oynat ya da duraklat', 'oynat'),
    yer: el('p', { sinif: 'panel-yuruyus-yer', id: `panel-${ders}-yuruyus-yer` }, 'Henüz başlamadı: İleri ile koşumun ilk noktasına gelin.'),
    duyuru: el('p', { sinif: 'panel-duyuru', role: 'status', 'aria-live': 'polite' }),
    ileti: el('p', { sinif: 'panel-hata', id: `panel-${ders}-yuruyus-ileti` }),
    satirlar: el('ul', { sinif: 'panel-yuruyus-satirlar', id: `panel-${ders}-yuruyus-satirlar` }),
    tablo: el('table', { sinif: 'panel-yuruyus-tablo', id: `panel-${ders}-yuruyus-tablo` }),
    degisenler: el('ul', { sinif: 'panel-yuruyus-degisenler', id: `panel-${ders}-yuruyus-degisenler` }),
    komutu: el('p', { sinif: 'panel-not' }),
    baslik: el('h3', { id: `panel-${ders}-adim-adim` }, 'Adım adım'),
  };
  const { geri, ileri, degisim, oynat } = y;
  oynat.setAttribute('aria-pressed', 'false');
  y.kutu = el('div', { sinif: 'panel-yuruyus panel-son-kosum', id: `panel-${ders}-yuruyus`, role: 'group', 'aria-label': 'Adım adım: koşum nokta nokta' },
    el('p', { sinif: 'panel-aciklama' },
      'Koşumu nokta nokta yürütün: çizelgede imleç, her sütunun hikâye satırı, o noktaya dek ',
      'ilk tablonun sayıları (koşum o noktada kesilmiş gibi) ve kararı o noktada değişen ',
      'özellikler. Odak buradayken ← ve → adım atar, boşluk oynatır ya da duraklatır.'),
    el('div', { sinif: 'panel-yuruyus-dugmeler' }, geri, ileri, degisim, oynat),
    y.yer, y.ileti, y.duyuru,
    y.satirlar,
    el('div', { sinif: 'panel-kaydir', tabindex: '0', role: 'region', 'aria-label': 'O noktaya dek ilk tablonun sayıları' }, y.tablo),
    y.degisenler, y.komutu);
  for (const b of [geri, ileri, degisim]) b.addEventListener('click', () => { oynatmayiDurdur(y); adimAt(p, y, b.dataset.yon); });
  oynat.addEventListener('click', () => oynatVeyaDurdur(p, y));
  y.kutu.tabIndex = -1;
  y.kutu.addEventListener('keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      e.preventDefault();
      e.stopPropagation();
      oynatmayiDurdur(y);
      adimAt(p, y, e.key === 'ArrowLeft' ? 'geri' : 'ileri');
    } else if (e.key === ' ' && (e.target === y.kutu || e.target === oynat)) {
      // space on another of the walk's buttons presses that button, as anywhere else
      e.preventDefault();
      e.stopPropagation();
      oynatVeyaDurdur(p, y);
    }
  });
  return {
    baslik: y.baslik,
    kutu: y.kutu,
    sifirla: (parca) => yuruyusuSifirla(p, y, parca),
    ac: (deger) => yuruyusuAc(p, y, deger),
  };
}

// the walk of the run, asked for on the first step (none without a run)
function yuruyusuYukle(p, y) {
  if (y.veri || y.parca === null) return y.veri;
  y.veri = JSON.parse(p.wasm.yuruyus(p.ders, y.parca));
  return y.veri;
}

// a point's figures: the first table for the run cut there, asked for once
function durakRakamlari(p, y, d) {
  if (!d.rakamlar) d.rakamlar = JSON.parse(p.wasm.durak_rakamlari(p.ders, y.parca, d.nokta));
  return d.rakamlar;
}

function imleciKaldir(p) {
  for (const r of p.resim.querySelectorAll('.panel-imlec')) r.classList.remove('panel-imlec');
}

// the cursor: each column's cells of point `d`
function imleciKoy(p, v, d) {
  const { resim } = p;
  imleciKaldir(p);
  v.sutunlar.forEach((ad, c) => {
    const s = d.sutunlar[c];
    if (s.bitti || s.cizelgede === 'yok') return;
    const secici = s.cizelgede.tur != null ? `[data-tur="${s.cizelgede.tur}"]` : `[data-kimlik="${CSS.escape(s.cizelgede.hucre)}"]`;
    for (const h of resim.querySelectorAll(secici)) {
      if ((h.getAttribute('aria-label') || '').startsWith(`${ad}: `)) h.classList.add('panel-imlec');
    }
  });
  // a wide timeline scrolls in its own box (on a phone): the cursor comes into that view,
  // the page stays where it is
  const ilkImlec = resim.querySelector('.panel-imlec');
  const kaydir = resim.parentElement;
  if (ilkImlec && kaydir) {
    const h = ilkImlec.getBoundingClientRect();
    const k = kaydir.getBoundingClientRect();
    if (h.left < k.left || h.right > k.right) {
      kaydir.scrollLeft += h.left - k.left - k.width / 2;
    }
  }
}

// the figures so far at point `d` (`r`), those that changed since the point before
// (`onceki`) marked
function durakTablosu(y, v, d, r, onceki) {
  const { tablo } = y;
  tablo.textContent = '';
  tablo.append(el('caption', {}, `${d.ad}: o noktaya dek (koşumlar burada kesilmiş gibi)`));
  tablo.append(el('tr', {}, el('th', { scope: 'col' }, 'olcu'), ...v.sutunlar.map((ad) => el('th', { scope: 'col' }, ad))));
  v.olculer.forEach((olcu, k) => {
    const tr = el('tr', {}, el('th', { scope: 'row' }, olcu));
    r[k].forEach((x, c) => {
      const degisti = onceki && onceki[k][c] !== x;
      tr.append(degisti
        ? el('td', { 'data-degisti': 'evet' }, el('strong', {}, String(x)), el('span', { sinif: 'panel-duyuru' }, ` (değişti, önce ${onceki[k][c]})`))
        : el('td', {}, String(x)));
    });
    tablo.append(tr);
  });
}

// the walk at its point `i` (kept within the walk)
function durakGoster(p, y, i) {
  const { kutu, yer, satirlar, degisenler, geri, ileri, degisim } = y;
  const bas = performance.now();
  const icindeydi = kutu.contains(document.activeElement);
  const v = yuruyusuYukle(p, y);
  if (!v || !v.duraklar.length) return;
  y.i = Math.max(0, Math.min(i, v.duraklar.length - 1));
  const d = v.duraklar[y.i];
  const onceki = y.i > 0 ? durakRakamlari(p, y, v.duraklar[y.i - 1]) : null;
  const r = durakRakamlari(p, y, d);
  // the stop's place in the walk, and the flag value a link's nokta= and the command name it by
  yer.textContent = `Durak ${y.i + 1} / ${v.duraklar.length} (--${v.kesen} ${d.nokta}): ${d.ad}`;
  kutu.dataset.nokta = String(d.nokta);
  imleciKoy(p, v, d);
  // the story lines
  satirlar.textContent = '';
  v.sutunlar.forEach((ad, c) => {
    const s = d.sutunlar[c];
    const li = el('li', { 'data-sutun': ad, 'data-nokta-adi': s.bitti ? '' : s.ad }, el('strong', {}, `${ad}: `));
    if (s.bitti) li.append(s.ad);
    else if (s.satir) li.append(el('mark', { sinif: 'panel-yuruyus-satir' }, s.satir));
    else li.append(`${s.ad}: hikâyede satırı yok (bu noktada anlatılan bir olay olmadı)`);
    satirlar.append(li);
  });
  // the walk's own part in view, without moving the page more than it must
  yer.scrollIntoView({ block: 'nearest', behavior: y.yavas.matches ? 'auto' : 'smooth' });
  durakTablosu(y, v, d, r, onceki);
  // the claims this point decides
  degisenler.textContent = '';
  v.sutunlar.forEach((ad, c) => {
    for (const g of d.sutunlar[c].degisenler) {
      degisenler.append(el('li', { 'data-sutun': ad, 'data-ozellik': g.ad },
        `${ad}: `, el('span', { sinif: 'panel-ozellik-anlam' }, g.anlam), ` — ${g.durum}`));
    }
  });
  if (!degisenler.childElementCount) degisenler.append(el('li', { sinif: 'panel-not' }, 'Bu noktada hiçbir özelliğin kararı değişmez.'));
  y.komutu.textContent = `Komut satırında bu sayıları basan: ${d.komut}`;
  const ilkSatir = d.sutunlar.find((s) => s.satir);
  y.duyuru.textContent = `${yer.textContent}${ilkSatir ? `. ${ilkSatir.satir}` : ''}`;
  geri.disabled = y.i === 0;
  ileri.disabled = y.i === v.duraklar.length - 1;
  degisim.disabled = ileri.disabled;
  // a button that the step disables would drop the focus out of the walk (and the book
  // would take the next arrow key): the walk keeps it
  const odak = document.activeElement;
  if (icindeydi && (!kutu.contains(odak) || odak.disabled)) kutu.focus({ preventScroll: true });
  // the point in the URL, so that a link opens the walk here
  const parca = y.parca ? `${y.parca}&nokta=${d.nokta}` : `nokta=${d.nokta}`;
  const program = p.durum.program !== 'olc' ? `program=${p.durum.program}&` : '';
  history.replaceState(null, '', `${location.pathname}${location.search}#${program}${parca}`);
  kutu.dataset.adimSuresi = (performance.now() - bas).toFixed(2);
}

function oynatmayiDurdur(y) {
  if (y.oynuyor) clearInterval(y.oynuyor);
  y.oynuyor = null;
  y.oynat.textContent = 'Oynat';
  y.oynat.setAttribute('aria-pressed', 'false');
}

// a step: back, forward, or forward to the next point where something changes
function adimAt(p, y, yon) {
  y.ileti.textContent = '';
  const v = yuruyusuYukle(p, y);
  if (!v) return;
  if (yon === 'geri') durakGoster(p, y, y.i - 1);
  else if (yon === 'ileri') durakGoster(p, y, y.i + 1);
  else if (yon === 'degisim') {
    let j = y.i + 1;
    while (j < v.duraklar.length - 1 && !v.duraklar[j].degisir) j += 1;
    durakGoster(p, y, j);
  }
  if (y.i >= v.duraklar.length - 1) oynatmayiDurdur(y);
}

function oynatVeyaDurdur(p, y) {
  if (y.oynuyor) { oynatmayiDurdur(y); return; }
  const v = yuruyusuYukle(p, y);
  if (!v) return;
  if (y.i >= v.duraklar.length - 1) durakGoster(p, y, 0);
  y.oynat.textContent = 'Duraklat';
  y.oynat.setAttribute('aria-pressed', 'true');
  y.oynuyor = setInterval(() => adimAt(p, y, 'ileri'), y.yavas.matches ? 2000 : 900);
}

// a new run: the walk is its own, asked for again on the next step
function yuruyusuSifirla(p, y, parca) {
  oynatmayiDurdur(y);
  const ayni = parca === y.parca;
  y.parca = parca;
  if (ayni && y.veri) { if (y.i >= 0) durakGoster(p, y, y.i); return; }
  y.veri = null;
  y.i = -1;
  delete y.kutu.dataset.nokta;
  y.ileti.textContent = '';
  y.duyuru.textContent = '';
  imleciKaldir(p);
  y.kutu.hidden = parca === null;
  y.baslik.hidden = parca === null;
  y.yer.textContent = 'Henüz başlamadı: İleri ile koşumun ilk noktasına gelin.';
  y.satirlar.textContent = '';
  y.tablo.textContent = '';
  y.degisenler.textContent = '';
  y.komutu.textContent = '';
  y.geri.disabled = true;
  y.ileri.disabled = false;
  y.degisim.disabled = false;
}

// a link's nokta=: the walk opens there, or at its first point with a word on why
function yuruyusuAc(p, y, deger) {
  const v = yuruyusuYukle(p, y);
  if (!v || !v.duraklar.length) return false;
  const i = v.duraklar.findIndex((d) => String(d.nokta) === deger);
  durakGoster(p, y, i < 0 ? 0 : i);
  y.ileti.textContent = i < 0
    ? `nokta=${deger} bu koşumun bir noktası değil (noktalar --${v.kesen} değerleriyle adlandırılır; ilki ${v.duraklar[0].nokta}, sonuncusu ${v.duraklar[v.duraklar.length - 1].nokta}); ilk noktadan başlandı.`
    : '';
  return true;
}
