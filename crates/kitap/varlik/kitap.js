// The book's script, its last part: each lesson page's "Ya şöyle olsaydı" panel, set up here
// (kur) from the features in panel/. The panel runs the lesson's olc and hesap programs, their
// own Rust code compiled to WebAssembly: the same option declarations (range, default, help),
// the same text, story and picture. The scenario lives in the URL's fragment
// (#kira=5&duraklama=2), so that a link makes it again. Then what every page gets: scrolling
// regions that take the keyboard's focus, exercises opened for print, a real button for the
// table of contents; and the start (baslat), which loads the WebAssembly near the panel.
// crates/kitap/src/betik.rs joins panel/*.js and this file, in its order, into kitap/kitap.js.

// a lesson page's panel in box `kutu`: its parts built, the features wired, the fragment run
async function kur(kutu, wasm) {
  const ders = kutu.dataset.ders;
  const tanimlar = {
    olc: JSON.parse(wasm.secenekler(ders, 'olc')),
    hesap: JSON.parse(wasm.secenekler(ders, 'hesap')),
  };
  const secim = el('div', { sinif: 'panel-program', role: 'radiogroup', 'aria-label': 'Program' });
  const form = el('form', { sinif: 'panel-form', autocomplete: 'off' });
  const komut = el('code', { id: `panel-${ders}-komut` });
  const genel = el('p', { sinif: 'panel-hata', id: `panel-${ders}-hata`, 'aria-live': 'polite' });
  // what a screen reader hears after a change: the tables' first line, not the whole table
  const duyuru = el('p', { sinif: 'panel-duyuru', id: `panel-${ders}-duyuru`, role: 'status', 'aria-live': 'polite' });
  // what shows the last valid run (panel-son-kosum: dimmed while a value is refused)
  const metin = el('pre', { sinif: 'panel-metin panel-son-kosum', id: `panel-${ders}-metin` });
  const resim = el('div', { sinif: 'panel-resim panel-son-kosum', id: `panel-${ders}-resim` });
  const iz = el('pre', { sinif: 'panel-iz panel-son-kosum', id: `panel-${ders}-hikaye`, tabindex: '0', 'aria-label': 'Hikâye (--iz)' });
  const sinir = el('p', { sinif: 'panel-not' });
  // shown while a value is refused: what is below is the last valid run's
  const eski = el('p', { sinif: 'panel-not panel-eski', id: `panel-${ders}-eski`, hidden: '' },
    'Bir değer geçersiz: aşağıdaki tablolar, resim ve hikâye son geçerli seçeneklerin. ',
    'Değeri düzeltince yenilenir.');
  const ipucu = el('p', { sinif: 'panel-not', id: `panel-${ders}-ipucu` },
    'Resimde bir hücreye tıklayın (ya da Tab ile resme gelip oklarla bir hücre seçin, ',
    'Enter ya da boşluğa basın): o arıza açılır, kapanır ya da sıradakine geçer; yeni ',
    'arıza sırası ', el('code', {}, '--ariza'), ' alanına yazılır.');
  const daha = el('button', { type: 'button', sinif: 'panel-daha', id: `panel-${ders}-daha`, hidden: '' });
  // the picture's heading: what the lesson calls it (a timeline of rounds, a sequence diagram),
  // named by each run
  const resimAdi = el('h3', { id: `panel-${ders}-resim-adi` }, 'Resim');
  // the lesson's claims on each column's run: verdict, point, the single changes that flip it
  const ozellik = el('div', { sinif: 'panel-ozellikler panel-son-kosum', id: `panel-${ders}-ozellikler` });
  // two timings side by side (--karsilastir): the second timeline under the first
  const ikinci = el('div', { sinif: 'panel-ikinci panel-son-kosum', id: `panel-${ders}-ikinci` });
  // the panel as every feature sees it (panel/*.js: functions of `p`)
  const p = {
    kutu, wasm, ders, tanimlar,
    // son: the last valid result; ekstra: pairs of the fragment no input holds (an unknown
    // flag), passed on until the reader edits, so that the panel says what the CLI says
    durum: { program: 'olc', son: null, ekstra: [] },
    // the form's inputs by flag (formuKur)
    girdiler: new Map(),
    // the command of the "Her arıza sırasında" part, kept up with the form (set when it is built)
    komutuGuncelle: () => {},
    // the Web Worker searching for single changes, while it runs (tekDegisiklikAra)
    tekIsci: null,
    secim, form, komut, genel, duyuru, eski, metin, resim, iz, sinir, ipucu, daha, ozellik, ikinci,
    resimAdi,
  };
  // the walk through the run, point by point (set up once the panel's parts exist)
  p.yuruyus = adimAdim(p);
  const { yuruyus } = p;
  // the static tables the page was built with give way to the panel
  kutu.textContent = '';
  // arrow keys inside the panel move in the form and the chart, not to the next chapter
  // (mdBook's own keys listen on the document)
  kutu.addEventListener('keydown', (e) => {
    if (e.key.startsWith('Arrow')) e.stopPropagation();
  });
  kutu.append(
    el('h2', {}, 'Ya şöyle olsaydı'),
    el('p', { sinif: 'panel-aciklama' },
      'Seçenekleri değiştirin: tablolar, hikâye ve resim, programların kendi ',
      'Rust kodu tarayıcıda çalışarak yenilenir. Aynısını komut satırında görmek için: '),
    el('div', { sinif: 'panel-kaydir panel-komut' }, komut),
    secim, form, genel,
    duyuru, eski,
    el('h3', {}, 'Tablolar'), el('div', { sinif: 'panel-kaydir', tabindex: '0', 'aria-label': 'Tablolar' }, metin),
    resimAdi, sinir, ipucu, el('div', { sinif: 'panel-kaydir' }, resim), isaretLejanti(ders), ikinci,
    ...yuruyus.anlar,
    yuruyus.baslik, yuruyus.kutu,
    el('h3', {}, 'Bu koşumlardaki özellikler'),
    el('p', { sinif: 'panel-aciklama' },
      'Her sütunda dersin özellikleri koşum boyunca denenir: bozulduğu ya da görüldüğü ilk nokta ',
      'resimde kırmızı çerçeveyle, hikâyede » ile işaretlidir. Kesik çerçeveli hücreler tek ',
      'değişiklikle bir özelliğin kararını çevirir; bağlantı o arıza sırasını panelde açar.'),
    ozellik,
    // the whole story is long (a line per round, or per job, per column): the walk and the
    // lesson's moments tell its points; it is opened when asked for
    el('details', { sinif: 'panel-hikaye-kutusu', id: `panel-${ders}-hikaye-kutusu` },
      el('summary', {}, 'Bütün hikâye (', el('code', {}, 'olc --iz'), ')'),
      el('div', { sinif: 'panel-kaydir' }, iz), daha),
    herZamanlamada(p),
  );
  await nefes();
  // the exercises in the page's section (every lesson page has one; its static list stays
  // for print)
  const alistirmaYeri = document.getElementById(`alistirma-${ders}`);
  if (alistirmaYeri) {
    alistirmaYeri.prepend(tahminEt(p, alistirmaYeri));
    alistirmaYeri.classList.add('etkilesimli');
  }
  programSecimi(p);

  // a link on the page to a scenario (`#ariza=...`) fills the panel and brings it into view
  // (one with nokta= brings the walk into view instead)
  window.addEventListener('hashchange', () => {
    if (parcadanKur(p)) yuruyus.baslik.scrollIntoView({ block: 'start' });
    else kutu.scrollIntoView({ block: 'start' });
  });
  // a phone turned sideways (or a window narrowed) redraws the picture in the layout that fits
  genisEkran.addEventListener('change', () => { if (p.durum.son) guncelle(p); });
  await nefes();
  // a link to a stop (nokta=) opens the walk there, its lines and figures in view
  if (parcadanKur(p)) yuruyus.baslik.scrollIntoView({ block: 'start' });
  kutu.dataset.hazir = 'evet';
}

// what the panel's marks on the picture mean, beside it (its cells' labels name them too)
function isaretLejanti(ders) {
  const madde = (sinif, metin) => el('li', {}, el('span', { sinif: `panel-lejant-ornek ${sinif}`, 'aria-hidden': 'true' }), metin);
  return el('ul', { sinif: 'panel-lejant', id: `panel-${ders}-lejant`, 'aria-label': 'Resimdeki işaretler' },
    madde('panel-lejant-nokta', 'özelliğin bozulduğu ya da görüldüğü ilk nokta'),
    madde('panel-lejant-ceviren', 'kararı tek başına çeviren hücre'),
    madde('panel-lejant-imlec', 'yürüyüşün durağı (imleç)'));
}

// a region that scrolls takes the keyboard's focus, so that it scrolls without a mouse; its
// arrow keys scroll it, not on to the next chapter (mdBook's keys listen on the document)
const kaydirilanlar = () => {
  for (const k of document.querySelectorAll('pre > code, .table-wrapper, .panel-kaydir')) {
    const kayar = k.scrollWidth > k.clientWidth + 1 || k.scrollHeight > k.clientHeight + 1;
    if (kayar && !k.hasAttribute('tabindex')) {
      k.tabIndex = 0;
      k.addEventListener('keydown', (e) => {
        if (e.key.startsWith('Arrow')) e.stopPropagation();
      });
    }
  }
};
window.addEventListener('load', kaydirilanlar);
// on paper every exercise shows its answer (the style opens them too, where it can)
window.addEventListener('beforeprint', () => {
  for (const d of document.querySelectorAll('.alistirma-listesi details')) d.open = true;
});
window.addEventListener('resize', kaydirilanlar);
// mdBook's table-of-contents toggle is a label, which works without JavaScript: here a real
// button takes its place, for the keyboard and for screen readers. It does what the label and
// mdBook's click handler on it did: shows the sidebar before its transition, flips the box.
const etiket = document.getElementById('mdbook-sidebar-toggle');
const kutucuk = document.getElementById('mdbook-sidebar-toggle-anchor');
const kenar = document.getElementById('mdbook-sidebar');
if (etiket && etiket.tagName === 'LABEL' && kutucuk && kenar) {
  const icindekiler = el('button', {
    type: 'button', id: etiket.id, sinif: etiket.className, title: etiket.title,
    'aria-label': etiket.getAttribute('aria-label'), 'aria-controls': 'mdbook-sidebar',
    'aria-expanded': String(kutucuk.checked),
  }, ...etiket.childNodes);
  etiket.replaceWith(icindekiler);
  icindekiler.addEventListener('click', () => {
    if (!kutucuk.checked) {
      kenar.style.display = '';
      void kenar.offsetHeight;
    }
    kutucuk.checked = !kutucuk.checked;
    kutucuk.dispatchEvent(new Event('change'));
  });
  // mdBook also opens and closes it by a drag or a swipe, without a change event: the
  // button follows the page's class
  const esle = () => icindekiler.setAttribute('aria-expanded',
    String(document.documentElement.classList.contains('sidebar-visible')));
  esle();
  new MutationObserver(esle).observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
}

const betik = (src) => new Promise((tamam, olmadi) => {
  const b = document.createElement('script');
  b.src = src;
  b.onload = tamam;
  b.onerror = () => olmadi(new Error(`${src} yüklenemedi`));
  document.head.append(b);
});

// the panel is set up once the reader comes near it, follows a link to a scenario or brings
// the keyboard's focus to it: the page's static tables are the panel's until then, and the
// page loads without the WebAssembly's work on its main thread. Resolves with what woke it.
const yakinda = (kutu) => new Promise((tamam) => {
  if (location.hash.length > 1 || !('IntersectionObserver' in window)) {
    tamam('hemen');
    return;
  }
  const bitti = (neden) => {
    gozcu.disconnect();
    window.removeEventListener('hashchange', baglanti);
    kutu.removeEventListener('focusin', odak);
    tamam(neden);
  };
  const gozcu = new IntersectionObserver((g) => {
    if (g.some((x) => x.isIntersecting)) bitti('yakin');
  }, { rootMargin: '100px 0px' });
  const baglanti = () => bitti('baglanti');
  const odak = () => bitti('odak');
  gozcu.observe(kutu);
  window.addEventListener('hashchange', baglanti);
  kutu.addEventListener('focusin', odak);
});

async function baslat() {
  const paneller = document.querySelectorAll('.ders-paneli');
  if (!paneller.length) return;
  const neden = await yakinda(paneller[0]);
  try {
    // classic scripts, which load from a folder too; there the WebAssembly comes inlined
    // (panel_gomulu.js), since fetch cannot read a file
    await betik(`${kok}panel/panel.js`);
    if (location.protocol === 'file:') {
      await betik(`${kok}panel/panel_gomulu.js`);
      const baytlar = Uint8Array.from(atob(window.PANEL_WASM), (c) => c.charCodeAt(0));
      delete window.PANEL_WASM;
      await wasm_bindgen({ module_or_path: baytlar });
    } else {
      await wasm_bindgen({ module_or_path: `${kok}panel/panel_bg.wasm` });
    }
    const wasm = wasm_bindgen;
    for (const p of paneller) await kur(p, wasm);
    kaydirilanlar();
    // a link followed before the panel was there: bring it into view, as the panel does
    if (neden === 'baglanti') paneller[0].scrollIntoView({ block: 'start' });
  } catch (e) {
    kaydet(e && e.stack ? e.stack : e);
    const neden = String(e);
    for (const p of paneller) p.append(el('p', { sinif: 'panel-hata' }, `Panel yüklenemedi: ${neden}`));
  }
}
baslat();
