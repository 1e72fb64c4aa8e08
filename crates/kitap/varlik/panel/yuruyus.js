// "Adım adım": the run point by point. The program gives the walk (program::yuruyus): each
// point's story line per column, its place on the timeline, the claims it decides, and the
// first table's figures for the runs cut there (olc --tur N, akis: --dur N). It is asked
// for on the first step, not on every run. ← and → step and space plays only while the
// focus is inside the walk; outside it the book keeps its own keys. "Dersle birlikte" is the
// lesson's own account of its run (program::an): on the lesson's own scenario the walk opens on
// its first moment, and "Önceki an" / "Sonraki an" step between the moments. A moment shows the
// lesson's sentence where the book was built beside the lesson texts (the page's
// `anlar-<ders>` data), else where it is in the text, and the run's own account there.

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
    imlecNotu: el('p', { sinif: 'panel-not', id: `panel-${ders}-yuruyus-imlec-notu` }),
    satirlar: el('ul', { sinif: 'panel-yuruyus-satirlar', id: `panel-${ders}-yuruyus-satirlar` }),
    tablo: el('table', { sinif: 'panel-yuruyus-tablo', id: `panel-${ders}-yuruyus-tablo` }),
    degisenler: el('ul', { sinif: 'panel-yuruyus-degisenler', id: `panel-${ders}-yuruyus-degisenler` }),
    komutu: el('p', { sinif: 'panel-not', id: `panel-${ders}-yuruyus-komut` }),
    baslik: el('h3', { id: `panel-${ders}-adim-adim` }, 'Adım adım'),
    an: {
      sira: -1,
      baslik: el('h3', { id: `panel-${ders}-dersle-birlikte` }, 'Dersle birlikte'),
      yer: el('p', { sinif: 'panel-an-yer', id: `panel-${ders}-an-yer`, role: 'status', 'aria-live': 'polite' }),
      cumle: el('blockquote', { sinif: 'panel-an-cumle', id: `panel-${ders}-an-cumle` }),
      anlatim: el('ul', { sinif: 'panel-an-anlatim', id: `panel-${ders}-an-anlatim` }),
      ayrilik: el('p', { sinif: 'panel-not', id: `panel-${ders}-an-ayrilik` }),
      onceki: dugme('◀ Önceki an', 'Dersin bir önceki anı', 'onceki-an'),
      sonraki: dugme('Sonraki an ▶', 'Dersin bir sonraki anı', 'sonraki-an'),
      cumleler: anCumleleri(ders),
    },
  };
  const { geri, ileri, degisim, oynat } = y;
  oynat.setAttribute('aria-pressed', 'false');
  y.kutu = el('div', { sinif: 'panel-yuruyus panel-son-kosum', id: `panel-${ders}-yuruyus`, role: 'group', 'aria-label': 'Adım adım: koşum nokta nokta' },
    el('p', { sinif: 'panel-aciklama' },
      'Her durakta: resimde imleç, hikâye satırları, koşum orada kesilmiş gibi sayılar ve kararı ',
      'değişen özellikler. Odak buradayken ← ve → adım atar, boşluk oynatır.'),
    el('div', { sinif: 'panel-yuruyus-dugmeler' }, geri, ileri, degisim, oynat),
    y.yer, y.ileti, y.imlecNotu, y.duyuru,
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
  const { an } = y;
  an.kutu = el('div', { sinif: 'panel-anlar', id: `panel-${ders}-anlar`, role: 'group', 'aria-labelledby': `panel-${ders}-dersle-birlikte` },
    el('p', { sinif: 'panel-aciklama' },
      'Ders metninin bu koşumu anlatan cümleleri, koşumun sırasıyla; adım adım yürüyüş de aynı durağa gelir.'),
    el('div', { sinif: 'panel-yuruyus-dugmeler' }, an.onceki, an.sonraki),
    an.yer, an.cumle, an.anlatim, an.ayrilik);
  for (const b of [an.onceki, an.sonraki]) b.addEventListener('click', () => { oynatmayiDurdur(y); anaGit(p, y, b.dataset.yon === 'onceki-an' ? -1 : 1); });
  return {
    baslik: y.baslik,
    kutu: y.kutu,
    anlar: [an.baslik, an.kutu],
    sifirla: (parca) => yuruyusuSifirla(p, y, parca),
    ac: (deger) => yuruyusuAc(p, y, deger),
  };
}

// the lesson's sentences the book was built with, by their place
// (`bolum|cumle|kisim`): none where it was built without the lesson texts
function anCumleleri(ders) {
  const veri = document.getElementById(`anlar-${ders}`);
  try { return veri ? JSON.parse(veri.textContent) : {}; } catch { return {}; }
}

// the moments at the stop shown, and the one shown: the one stepped to if it is at this stop,
// else the stop's first
function anGoster(p, y) {
  const { an } = y;
  const v = y.veri;
  const anlar = (v && v.anlar) || [];
  an.kutu.hidden = !anlar.length;
  an.baslik.hidden = !anlar.length;
  if (!anlar.length) return;
  if (!(an.sira >= 0 && anlar[an.sira].durak === y.i)) an.sira = anlar.findIndex((a) => a.durak === y.i);
  an.onceki.disabled = !anlar.some((a, k) => a.durak < y.i || (a.durak === y.i && k < an.sira));
  an.sonraki.disabled = !anlar.some((a, k) => a.durak > y.i || (a.durak === y.i && an.sira >= 0 && k > an.sira));
  an.cumle.textContent = '';
  an.anlatim.textContent = '';
  an.ayrilik.textContent = '';
  p.kutu.dataset.an = String(an.sira);
  if (an.sira < 0) {
    an.cumle.hidden = true;
    an.yer.textContent = `${v.duraklar[y.i].ad}: ders metni bu noktayı anlatmıyor. “Sonraki an” dersin anlattığı bir sonraki noktaya gider.`;
    return;
  }
  const a = anlar[an.sira];
  const cumle = an.cumleler[`${a.yer.bolum}|${a.yer.cumle}|${a.yer.kisim}`];
  an.yer.textContent = `An ${an.sira + 1} / ${anlar.length} · ${a.ad}`;
  an.cumle.hidden = false;
  an.cumle.dataset.konum = a.konum;
  if (cumle) {
    an.cumle.append(el('p', { sinif: 'panel-an-metin' }, cumle), el('footer', {}, a.konum));
  } else {
    an.cumle.append(el('p', { sinif: 'panel-an-metin panel-not' }, a.konum),
      el('footer', {}, 'Kitap ders metinlerinin yanında kurulmadı: cümlenin kendisi yerine yeri gösteriliyor.'));
  }
  an.anlatim.append(el('li', { sinif: 'panel-not' }, 'Koşumda (programın okuması):'));
  for (const s of a.sutunlar) {
    const li = el('li', { 'data-sutun': s.sutun }, el('strong', {}, `${s.sutun}: `));
    li.append(s.satir ? el('mark', {}, s.satir) : 'hikâyede bu noktanın satırı yok');
    const rakamlar = a.rakamlar.filter((r) => r.sutun === s.sutun);
    if (rakamlar.length) {
      li.append(el('br'), ...rakamlar.flatMap((r, k) => [k ? ', ' : '', el('span', { sinif: 'panel-an-rakam', 'data-olcu': r.olcu, 'data-deger': String(r.deger) }, r.okunus.replace(/`/g, ''))]));
    }
    an.anlatim.append(li);
  }
  if (a.ayrilik) {
    an.ayrilik.append(el('a', { href: `${kok}${a.ayrilik.replace('.md', '.html')}` }, 'Program bu cümleyi dersten ayrı okur'),
      ': sayı programın okumasıdır.');
  }
}

// "Önceki an" (-1) or "Sonraki an" (1): the walk at that moment's stop, its account in view
function anaGit(p, y, yon) {
  const v = yuruyusuYukle(p, y);
  if (!v || !v.anlar || !v.anlar.length) return;
  const { an } = y;
  let k;
  if (yon > 0) k = an.sira >= 0 ? an.sira + 1 : v.anlar.findIndex((a) => a.durak > y.i);
  else {
    k = an.sira >= 0 ? an.sira - 1 : -1;
    if (an.sira < 0) v.anlar.forEach((a, j) => { if (a.durak < y.i) k = j; });
  }
  if (k < 0 || k >= v.anlar.length) return;
  an.sira = k;
  durakGoster(p, y, v.anlar[k].durak, { kaydir: false });
  an.kutu.scrollIntoView({ block: 'nearest', behavior: y.yavas.matches ? 'auto' : 'smooth' });
  const odak = document.activeElement;
  if (odak && odak.disabled) (an.sonraki.disabled ? an.onceki : an.sonraki).focus();
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

// what a cursor cell's label adds, so that a screen reader names the mark
const IMLEC_NOTU = '; imleç: yürüyüşün durağı';

function imleciKaldir(p) {
  for (const r of p.resim.querySelectorAll('.panel-imlec')) {
    r.classList.remove('panel-imlec');
    r.setAttribute('aria-label', (r.getAttribute('aria-label') || '').replace(IMLEC_NOTU, ''));
  }
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
      if ((h.getAttribute('aria-label') || '').startsWith(`${ad}: `)) {
        h.classList.add('panel-imlec');
        h.setAttribute('aria-label', `${h.getAttribute('aria-label')}${IMLEC_NOTU}`);
      }
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

// the walk at its point `i` (kept within the walk); `kaydir: false` leaves the page where it
// is, `adres: false` leaves the URL as it is (the walk opened by itself on the lesson's first
// moment)
function durakGoster(p, y, i, { kaydir = true, adres = true } = {}) {
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
  // a stop the picture does not draw says so, with what the picture draws
  const cizilmez = !p.resim.querySelector('.panel-imlec');
  const siniri = p.durum.son && p.durum.son.zamanSiniri;
  y.imlecNotu.textContent = cizilmez
    ? `Bu durak resimde çizilmiyor${siniri ? `: ${siniri}` : ''}; hikâye satırları aşağıda.`
    : '';
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
  if (kaydir) yer.scrollIntoView({ block: 'nearest', behavior: y.yavas.matches ? 'auto' : 'smooth' });
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
  // the command that cuts the runs here (a stop names its cut by value alone), asked for once
  if (!d.komut) d.komut = JSON.parse(p.wasm.durak_komutu(p.ders, y.parca, d.nokta)).komut;
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
  anGoster(p, y);
  // the point in the URL, so that a link opens the walk here
  const parca = y.parca ? `${y.parca}&nokta=${d.nokta}` : `nokta=${d.nokta}`;
  const program = p.durum.program !== 'olc' ? `program=${p.durum.program}&` : '';
  if (adres) history.replaceState(null, '', `${location.pathname}${location.search}#${program}${parca}`);
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
  y.an.sira = -1;
  y.an.kutu.hidden = true;
  y.an.baslik.hidden = true;
  // the lesson's own scenario (no option changed) is the run the lesson narrates: the walk
  // opens on its first moment, the page and its address left as they are
  if (parca === '') {
    const v = yuruyusuYukle(p, y);
    if (v && v.anlar && v.anlar.length) {
      y.an.sira = 0;
      durakGoster(p, y, v.anlar[0].durak, { kaydir: false, adres: false });
    }
  }
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
