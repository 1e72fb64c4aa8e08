// Ders paneli: her ders sayfasindaki "ya soyle olsaydi" paneli. Dersin olc ve hesap
// programlarini, programlarin kendi Rust kodunu WebAssembly olarak calistirarak gosterir:
// ayni secenek tanimlari (aralik, varsayilan, yardim), ayni metin, ayni hikaye, ayni resim.
// Senaryo URL'nin parcasinda (#kira=5&duraklama=2) durur; bir baglanti onu yeniden uretir.
'use strict';

(() => {
  // mdBook's pages define path_to_root, the way from the page to the book's root
  // eslint-disable-next-line no-undef
  const kok = new URL((typeof path_to_root === 'string' && path_to_root) || './', location.href).href;
  const konsol = [];
  const kaydet = (m) => {
    konsol.push(String(m));
    const k = document.getElementById('kitap-konsol');
    if (k) k.textContent = konsol.join('\n');
  };
  window.addEventListener('error', (e) => kaydet(e.message));
  window.addEventListener('unhandledrejection', (e) => kaydet(e.reason));
  const ilk = console.error.bind(console);
  console.error = (...a) => { kaydet(a.join(' ')); ilk(...a); };

  const el = (ad, nitelik = {}, ...cocuklar) => {
    const e = document.createElement(ad);
    for (const [k, v] of Object.entries(nitelik)) {
      if (k === 'sinif') e.className = v; else e.setAttribute(k, v);
    }
    for (const c of cocuklar) e.append(c);
    return e;
  };

  // a fragment as the programs write one (program::calistirma::parca): ':' and ',' stay
  // readable, and '=' in a value
  const kodla = (s, esit) => encodeURIComponent(s)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%3A/g, ':').replace(/%2C/g, ',').replace(/%3D/g, esit ? '=' : '%3D');
  const parcaya = (ciftler) => ciftler
    .map(([a, d]) => d === '' ? kodla(a, false) : `${kodla(a, false)}=${kodla(d, true)}`)
    .join('&');

  // a pause that lets the page paint and answer the reader between the steps of setting up a
  // panel, so that no step blocks the main thread for long
  const nefes = () => new Promise((tamam) => setTimeout(tamam, 0));

  async function kur(kutu, wasm) {
    const ders = kutu.dataset.ders;
    const tanimlar = {
      olc: JSON.parse(wasm.secenekler(ders, 'olc')),
      hesap: JSON.parse(wasm.secenekler(ders, 'hesap')),
    };
    // son: the last valid result; ekstra: pairs of the fragment no input holds (an unknown
    // flag), passed on until the reader edits, so that the panel says what the CLI says
    const durum = { program: 'olc', son: null, ekstra: [] };
    // the command of the "Her arıza sırasında" part, kept up with the form (set when it is built)
    let komutuGuncelle = () => {};

    const secim = el('div', { sinif: 'panel-program', role: 'radiogroup', 'aria-label': 'Program' });
    const form = el('form', { sinif: 'panel-form', autocomplete: 'off' });
    const komut = el('code', { id: `panel-${ders}-komut` });
    const genel = el('p', { sinif: 'panel-hata', id: `panel-${ders}-hata`, 'aria-live': 'polite' });
    // what a screen reader hears after a change: the tables' first line, not the whole table
    const duyuru = el('p', { sinif: 'panel-duyuru', id: `panel-${ders}-duyuru`, role: 'status', 'aria-live': 'polite' });
    const metin = el('pre', { sinif: 'panel-metin', id: `panel-${ders}-metin` });
    const resim = el('div', { sinif: 'panel-resim', id: `panel-${ders}-resim` });
    const iz = el('pre', { sinif: 'panel-iz', id: `panel-${ders}-hikaye`, tabindex: '0', 'aria-label': 'Hikâye (--iz)' });
    const sinir = el('p', { sinif: 'panel-not' });
    const ipucu = el('p', { sinif: 'panel-not', id: `panel-${ders}-ipucu` },
      'Çizelgede bir hücreye tıklayın (ya da Tab ile çizelgeye gelip oklarla bir hücre seçin, ',
      'Enter ya da boşluğa basın): o arıza açılır, kapanır ya da sıradakine geçer; yeni ',
      'arıza sırası ', el('code', {}, '--ariza'), ' alanına yazılır.');
    const daha = el('button', { type: 'button', sinif: 'panel-daha', id: `panel-${ders}-daha`, hidden: '' });
    // the lesson's claims on each column's run: verdict, point, the single changes that flip it
    const ozellik = el('div', { sinif: 'panel-ozellikler', id: `panel-${ders}-ozellikler` });
    // two timings side by side (--karsilastir): the second timeline under the first
    const ikinci = el('div', { sinif: 'panel-ikinci', id: `panel-${ders}-ikinci` });
    // the walk through the run, point by point (set up below, once the panel's parts exist)
    const yuruyus = adimAdim();
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
        'Seçenekleri değiştirin: tablolar, hikâye ve zaman çizelgesi, programların kendi ',
        'Rust kodu tarayıcıda çalışarak yenilenir. Aynısını komut satırında görmek için: '),
      el('div', { sinif: 'panel-kaydir panel-komut' }, komut),
      secim, form, genel,
      duyuru,
      el('h3', {}, 'Tablolar'), el('div', { sinif: 'panel-kaydir', tabindex: '0', 'aria-label': 'Tablolar' }, metin),
      el('h3', {}, 'Zaman çizelgesi'), sinir, ipucu, el('div', { sinif: 'panel-kaydir' }, resim), ikinci,
      yuruyus.baslik, yuruyus.kutu,
      el('h3', {}, 'Bu koşumlardaki özellikler'),
      el('p', { sinif: 'panel-aciklama' },
        'Her sütunda dersin özellikleri koşum boyunca denenir: bozulduğu ya da görüldüğü ilk nokta ',
        'çizelgede kırmızı çerçeveyle, hikâyede » ile işaretlidir. Kesik çerçeveli hücreler tek ',
        'değişiklikle bir özelliğin kararını çevirir; bağlantı o arıza sırasını panelde açar.'),
      ozellik,
      el('h3', {}, 'Tur tur: --iz'), el('div', { sinif: 'panel-kaydir' }, iz), daha,
      herZamanlamada(),
    );
    await nefes();
    // the exercises where the page has them (their static list stays for print), else here
    const alistirmaYeri = document.getElementById(`alistirma-${ders}`);
    if (alistirmaYeri) {
      alistirmaYeri.prepend(tahminEt());
      alistirmaYeri.classList.add('etkilesimli');
    } else {
      kutu.append(tahminEt());
    }

    // "Her arıza sırasında": the lesson's claims under every fault timing within bounds, for the
    // options in the form, checked in a Web Worker (iddia::arama), then the fewest faults that
    // break each claim in each design (iddia::en_az); the same text as
    // `cargo xtask kesif -- --ders DERS --metin`
    function herZamanlamada() {
      const sinirTanimlari = JSON.parse(wasm.sinir_tanimlari(ders));
      const girdi = new Map();
      const alanlar = el('div', { sinif: 'panel-form' });
      for (const t of sinirTanimlari) {
        const id = `panel-${ders}-sinir-${t.anahtar}`;
        const g = el('input', { type: 'number', id, min: t.alt, max: t.ust, value: t.varsayilan, inputmode: 'numeric' });
        girdi.set(t.anahtar, g);
        alanlar.append(el('div', { sinif: 'panel-secenek' },
          el('label', { for: id }, `${t.anlam} (${t.alt}–${t.ust})`), g));
      }
      const basla = el('button', { type: 'button', id: `panel-${ders}-denetle` }, 'Her arıza sırasında denetle');
      const durdur = el('button', { type: 'button', id: `panel-${ders}-durdur`, disabled: '' }, 'Durdur');
      const ilerleme = el('p', { sinif: 'panel-not', id: `panel-${ders}-ilerleme`, 'aria-live': 'polite' });
      const hkomut = el('code', { id: `panel-${ders}-her-komut` });
      const sonuc = el('pre', { sinif: 'panel-metin', id: `panel-${ders}-her` });
      const ornekler = el('ul', { sinif: 'panel-ornekler', id: `panel-${ders}-ornekler` });
      const notlar = el('p', { sinif: 'panel-not', id: `panel-${ders}-her-not` });
      let isci = null;
      const bitir = (mesaj) => {
        if (isci) isci.terminate();
        isci = null;
        basla.disabled = false;
        durdur.disabled = true;
        if (mesaj !== undefined) ilerleme.textContent = mesaj;
      };
      const sinirlariOku = () => {
        const sinirlar = {};
        for (const [k, g] of girdi) sinirlar[k] = Number(g.value);
        return sinirlar;
      };
      const secenekParcasi = () => parcaya(ciftleriOku().filter(([a]) => a !== 'program'));
      // the command and the notes for the form as it stands, before any run
      komutuGuncelle = () => {
        const k = JSON.parse(wasm.her_zamanlamada_komutu(ders, secenekParcasi(), JSON.stringify(sinirlariOku())));
        hkomut.textContent = k.hata ? '' : k.komut;
        notlar.textContent = k.hata ? k.hata : k.notlar.join(' ');
      };
      for (const g of girdi.values()) g.addEventListener('input', () => komutuGuncelle());
      basla.addEventListener('click', () => {
        bitir();
        const sinirlar = sinirlariOku();
        if (Object.values(sinirlar).some((n) => !Number.isInteger(n))) {
          ilerleme.textContent = 'sınırlar tam sayı olmalı';
          return;
        }
        const parca = secenekParcasi();
        sonuc.textContent = '';
        ornekler.textContent = '';
        basla.disabled = true;
        durdur.disabled = false;
        ilerleme.textContent = 'başlıyor…';
        const bas = performance.now();
        let bu;
        if (location.protocol === 'file:') {
          // browsers start no Web Worker for a page opened from a folder
          bitir('Bu denetim kitap bir sunucudan açılınca çalışır (cargo xtask kitap -- --sun); '
            + 'klasörden açılan kitapta paneldeki tablolar, hikâye ve çizelge çalışır.');
          return;
        }
        try {
          bu = new Worker(new URL(`${kok}kitap/isci.js`));
          isci = bu;
        } catch (e) {
          bitir(`Bu denetim sayfa bir sunucudan açılınca çalışır (cargo xtask kitap -- --sun): ${e}`);
          return;
        }
        bu.onerror = (e) => bitir(`Denetim başlamadı: ${e.message || 'Web Worker açılamadı'}; sayfayı bir sunucudan açın (cargo xtask kitap -- --sun).`);
        bu.onmessage = ({ data }) => {
          if (bu !== isci) return; // a stopped check's last words
          if (data.tur === 'ilerleme') {
            const saniye = (performance.now() - bas) / 1000;
            const nerede = data.asama === 'enaz'
              ? `kaç arıza yeter: ${data.derinlik} arızalı durumlar` : `derinlik ${data.derinlik}`;
            ilerleme.textContent = `${data.durum} durum, ${nerede}, `
              + `${Math.round(data.kesfedilen / Math.max(saniye, 1e-3))} durum/sn`;
          } else if (data.tur === 'hata') {
            bitir(data.mesaj);
          } else {
            const r = data.sonuc;
            hkomut.textContent = r.komut;
            sonuc.textContent = r.metin;
            notlar.textContent = r.notlar.join(' ');
            // each example opens in the panel, or beside the reader's own run (--karsilastir)
            const okurun = ciftleriOku().filter(([a]) => a !== 'program' && a !== 'karsilastir');
            for (const o of r.ornekler) {
              const a = el('a', { href: `#${o.parca}`, 'data-ac': '' }, 'panelde aç');
              const li = el('li', {}, o.enAz === undefined
                ? `${o.ozellik} (${o.kontrol}): `
                : `${o.ozellik} (${o.kontrol}): ${o.enAz} arıza, `, a);
              if (o.ariza) {
                li.append(' · ', el('a', { href: `#${parcaya([...okurun, ['karsilastir', o.ariza]])}`, 'data-yan': '' }, 'yan yana'));
              }
              ornekler.append(li);
            }
            kutu.dataset.herSure = (performance.now() - bas).toFixed(1);
            kutu.dataset.herHiz = String(data.sure);
            kutu.dataset.herEnAz = String(data.sureEnAz);
            bitir(`bitti: özellikler ${(data.sure / 1000).toFixed(2)} s, kaç arıza yeter `
              + `${(data.sureEnAz / 1000).toFixed(2)} s`);
          }
        };
        bu.postMessage({ ders, parca, sinirlar: JSON.stringify(sinirlar), wasm: `${kok}panel/panel_bg.wasm` });
      });
      durdur.addEventListener('click', () => bitir('durduruldu'));
      return el('section', { sinif: 'panel-her' },
        el('h3', {}, 'Her arıza sırasında: özellikler'),
        el('p', { sinif: 'panel-aciklama' },
          'Yukarıdaki seçeneklerle dersin özellikleri, sınırlar içindeki her arıza sırasında ',
          'denenir (sayfanın dışında, bir Web Worker\'da; sayfa kullanılmaya devam eder); sonra her ',
          'tasarımda her özelliği bozmaya en az kaç arıza yettiği aranır (kaç arıza yeter). Arızayı ',
          'biçimleyen seçenekler yok sayılır: denetim her arıza sırasını kendisi seçer. Aynısı komut satırında:'),
        el('div', { sinif: 'panel-kaydir panel-komut' }, hkomut),
        alanlar, el('p', {}, basla, ' ', durdur), ilerleme, notlar,
        el('div', { sinif: 'panel-kaydir' }, sonuc), ornekler);
    }

    // "Tahmin et": each exercise asks for a figure before the run shows it; the answer and the
    // story line that decides it come from the program (program::alistirma), never the page
    function tahminEt() {
      const liste = JSON.parse(wasm.alistirmalar(ders));
      // the page's own section says what to do; the panel only says it where it holds them
      const bolum = el('div', { sinif: 'panel-tahmin', id: `panel-${ders}-tahmin` });
      if (!document.getElementById(`alistirma-${ders}`)) {
        bolum.append(el('h3', {}, 'Tahmin et'), el('p', { sinif: 'panel-aciklama' },
          'Önce tahmininizi yazın, sonra kontrol edin. Cevabı model verir; panel o seçeneklerle ',
          'koşar ve cevabın belirlendiği ilk hikâye satırını işaretler.'));
      }
      liste.forEach((a, i) => {
        const id = `panel-${ders}-tahmin-${i}`;
        const girdi = el('input', { type: 'text', inputmode: 'decimal', id, spellcheck: 'false',
          'aria-describedby': `${id}-senaryo ${id}-sonuc` });
        const dugme = el('button', { type: 'button', id: `${id}-kontrol` }, 'Kontrol et');
        const sonuc = el('div', { sinif: 'panel-tahmin-sonuc', id: `${id}-sonuc`, 'aria-live': 'polite' });
        dugme.addEventListener('click', () => {
          const yazilan = girdi.value.trim().replace(',', '.');
          if (yazilan === '' || !Number.isFinite(Number(yazilan))) {
            sonuc.dataset.sonuc = '';
            sonuc.textContent = 'Önce tahmininizi bir sayı olarak yazın.';
            return;
          }
          const dogru = Number(yazilan) === Number(a.cevap);
          sonuc.dataset.sonuc = dogru ? 'dogru' : 'yanlis';
          sonuc.textContent = dogru
            ? `Doğru: ${a.cevap}. `
            : `Yanlış: modelin cevabı ${a.cevap}, sizin tahmininiz ${girdi.value.trim()}. `;
          sonuc.append(a.aciklama, el('br'), `Kararı veren satırlar ("${a.sutun}" sütunu):`,
            el('ul', { sinif: 'alistirma-satirlari' }, ...a.satirlar.map((s) => el('li', {}, el('code', {}, s)))));
          // the panel runs the exercise's options, its story marks the deciding line
          history.replaceState(null, '', `${location.pathname}${location.search}${a.parca ? `#${a.parca}` : ''}`);
          parcadanKur();
          vurgula(a);
        });
        girdi.addEventListener('keydown', (e) => {
          if (e.key === 'Enter') { e.preventDefault(); dugme.click(); }
        });
        bolum.append(el('div', { sinif: 'panel-tahmin-soru' },
          el('p', { sinif: 'alistirma-senaryo', id: `${id}-senaryo` }, `${i + 1}. ${a.senaryo}`),
          el('label', { for: id }, a.soru),
          el('div', { sinif: 'panel-kaydir panel-komut' }, el('code', {}, a.komut)),
          el('p', {}, girdi, ' ', dugme), sonuc));
      });
      return bolum;
    }

    // marks exercise `a`'s deciding line in the story (in its column's block), and on the
    // timeline the cells of its round where the cells carry rounds (`data-tur`)
    function vurgula(a) {
      const hikaye = iz.textContent;
      const blok = hikaye.indexOf(`${a.sutun}: `);
      // the column's block not on screen: its line is not either (another column's may match)
      if (blok < 0) return;
      const i = hikaye.indexOf(a.satir, blok);
      if (i < 0) return;
      const isaret = el('mark', { id: `panel-${ders}-vurgu` }, a.satir);
      iz.textContent = '';
      iz.append(hikaye.slice(0, i), isaret, hikaye.slice(i + a.satir.length));
      if (a.tur) {
        for (const r of resim.querySelectorAll(`[data-tur="${a.tur}"]`)) r.classList.add('panel-vurgu');
      }
      isaret.scrollIntoView({ block: 'center' });
    }

    for (const p of ['olc', 'hesap']) {
      const d = el('input', { type: 'radio', name: `panel-${ders}-program`, value: p, id: `panel-${ders}-${p}` });
      d.addEventListener('change', () => { durum.program = p; formuKur([]); guncelle(); });
      secim.append(el('label', { for: d.id }, d, ` ${p}`));
    }

    const girdiler = new Map();
    function formuKur(ciftler) {
      form.textContent = '';
      girdiler.clear();
      for (const t of tanimlar[durum.program]) {
        const id = `panel-${ders}-${t.bayrak}`;
        const verilen = ciftler.find(([a]) => a === t.bayrak);
        let girdi;
        if (t.girdi.tur === 'anahtar') {
          girdi = el('input', { type: 'checkbox', id });
          girdi.checked = !!verilen;
        } else if (t.girdi.tur === 'ad') {
          girdi = el('select', { id });
          for (const a of t.girdi.adlar) girdi.append(el('option', { value: a }, a));
          girdi.value = verilen ? verilen[1] : t.varsayilan;
          if (verilen && girdi.value !== verilen[1]) {
            girdi.append(el('option', { value: verilen[1] }, verilen[1]));
            girdi.value = verilen[1];
          }
        } else {
          const metin = t.girdi.tur === 'liste' || t.girdi.tur === 'metin';
          girdi = el('input', { type: 'text', inputmode: metin ? 'text' : 'decimal', id, spellcheck: 'false' });
          girdi.value = verilen ? verilen[1] : t.varsayilan;
          // a schedule left empty is the lesson's own: the field says so and shows how to write one
          // (--karsilastir empty: one timing only)
          if (t.girdi.tur === 'metin') {
            girdi.placeholder = t.bayrak === 'karsilastir'
              ? `boş: tek arıza sırası (ikinci bir arıza sırası yazın; örnek: ${t.girdi.ornekler[0]})`
              : `boş: dersin kendi arızaları (örnek: ${t.girdi.ornekler[0]})`;
          }
        }
        const hata = el('span', { sinif: 'panel-hata', id: `${id}-hata`, 'aria-live': 'polite' });
        const ad = t.degerAdi ? `--${t.bayrak} <${t.degerAdi}>` : `--${t.bayrak}`;
        form.append(el('div', { sinif: 'panel-secenek' },
          el('label', { for: id }, el('code', {}, ad), ' ', t.yardim), girdi, hata));
        const olay = t.girdi.tur === 'anahtar' || t.girdi.tur === 'ad' ? 'change' : 'input';
        girdi.addEventListener(olay, () => { durum.ekstra = []; guncelle(); });
        girdiler.set(t.bayrak, { t, girdi, hata });
      }
      // what the form cannot hold goes to the program as given, so it is refused as the command
      // line refuses it: an unknown flag, or a flag given again (`kira=5&kira=6`)
      durum.ekstra = ciftler.filter(([a], i) => !girdiler.has(a) || ciftler.findIndex(([b]) => b === a) !== i);
      document.getElementById(`panel-${ders}-${durum.program}`).checked = true;
    }

    function ciftleriOku() {
      const ciftler = [];
      if (durum.program !== 'olc') ciftler.push(['program', durum.program]);
      for (const [a, { t, girdi }] of girdiler) {
        if (t.girdi.tur === 'anahtar') {
          if (girdi.checked) ciftler.push([a, '']);
        } else if (girdi.value !== t.varsayilan || durum.ekstra.some(([b]) => b === a)) {
          // a flag the fragment gives again goes as given, even at its default
          ciftler.push([a, girdi.value]);
        }
      }
      return ciftler.concat(durum.ekstra);
    }

    // the story: a run brings its first screen and its length; each press of the button asks
    // the program for a screenful more (the same run again), so that a story of tens of
    // thousands of lines costs a keystroke only its first screen
    function izGoster(ilk, satir, parca) {
      const program = durum.program;
      let hata = null;
      const goster = (metin) => {
        const kac = metin === '' ? 0 : metin.replace(/\n$/, '').split('\n').length;
        iz.textContent = metin.replace(/\n$/, '');
        daha.textContent = `devamını göster (${satir - kac} satır daha)`;
        // the button goes at the story's end: the keyboard's focus goes on to the story
        if (kac >= satir && document.activeElement === daha) iz.focus();
        daha.hidden = kac >= satir;
        daha.onclick = () => {
          let devami;
          try {
            devami = wasm.hikaye(ders, program, parca, kac);
          } catch (e) {
            hata = String(e && e.message ? e.message : e);
            genel.textContent = hata;
            return;
          }
          if (hata !== null && genel.textContent === hata) genel.textContent = '';
          goster(devami);
        };
      };
      goster(ilk);
    }

    function guncelle() {
      const bas = performance.now();
      const ciftler = ciftleriOku();
      const secenekler = ciftler.filter(([a]) => a !== 'program');
      const sonuc = JSON.parse(wasm.calistir(ders, durum.program, parcaya(secenekler)));
      komut.textContent = sonuc.komut;
      for (const { hata } of girdiler.values()) hata.textContent = '';
      genel.textContent = '';
      // a field shows its first refusal, as the command line stops at the first
      for (const [bayrak, mesaj] of sonuc.hatalar) {
        const g = girdiler.get(bayrak.replace(/^--/, ''));
        const yer = g ? g.hata : genel;
        if (!yer.textContent) yer.textContent = mesaj;
      }
      if (sonuc.kural) genel.textContent = sonuc.kural;
      const gecerli = sonuc.hatalar.length === 0 && !sonuc.kural;
      kutu.dataset.gecerli = gecerli ? 'evet' : 'hayir';
      if (gecerli) {
        if (metin.textContent && metin.textContent !== sonuc.metin) {
          duyuru.textContent = `Tablolar güncellendi: ${sonuc.metin.split('\n')[0]}`;
        }
        metin.textContent = sonuc.metin;
        resim.innerHTML = sonuc.svg;
        const cizelge = resim.querySelector('svg');
        if (cizelge) {
          // the story below tells the same events in words; with clickable cells inside, the
          // chart is a group (an image's children are hidden from screen readers)
          cizelge.setAttribute('aria-describedby', iz.id);
          if (sonuc.hucreler.length) cizelge.setAttribute('role', 'group');
          const baslik = cizelge.querySelector('title');
          if (baslik) { baslik.id = `panel-${ders}-cizelge-adi`; cizelge.setAttribute('aria-labelledby', baslik.id); }
        }
        hucreleriKur(sonuc.hucreler);
        ozellikleriGoster(sonuc.ozellikler);
        ikinciyiGoster(sonuc.ikinci);
        sinir.textContent = `Aynı resim: olc --svg DOSYA${sonuc.zamanSiniri ? `; ${sonuc.zamanSiniri}` : ''}.`
          + (sonuc.hucreSiniri ? ` Bu büyüklükte yalnız ilk ${sonuc.hucreler.length} hücre tıklanır.` : '');
        izGoster(sonuc.iz, sonuc.izSatiri, parcaya(secenekler));
        durum.son = sonuc;
      } else if (!durum.son) {
        metin.textContent = '(geçersiz girdi: yukarıdaki mesaja bakın)';
      }
      const yeni = parcaya(ciftler);
      if (location.hash.replace(/^#/, '') !== yeni) {
        history.replaceState(null, '', yeni ? `#${yeni}` : location.pathname + location.search);
      }
      // the walk is the run's: a new run starts it again (after the fragment is written, which
      // the walk extends with its point)
      yuruyus.sifirla(gecerli && durum.program === 'olc' ? parcaya(secenekler) : null);
      kutu.dataset.sure = (performance.now() - bas).toFixed(2);
      komutuGuncelle();
    }

    // the claims of each column: a list with the verdict and point (a button that shows the
    // point's line in the story), and the single changes that flip it, each a link to its run;
    // on the timeline the point's cells and the flipping cells of that column are marked
    function ozellikleriGoster(o) {
      ozellik.textContent = '';
      // a search asked for on the last run is not this run's
      if (tekIsci) { tekIsci.terminate(); tekIsci = null; }
      if (!o) return;
      const durumAdi = { tutar: 'tutuyor', bozuldu: 'bozuldu', goruldu: 'görüldü', gorulmedi: 'görülmedi' };
      const tersi = {
        bozuldu: 'bu tek değişiklikle tutardı', tutar: 'bu tek değişiklikle bozulurdu',
        goruldu: 'bu tek değişiklikle görülmezdi', gorulmedi: 'bu tek değişiklikle görülürdü',
      };
      const sutununHucreleri = (sutun, secici) => [...resim.querySelectorAll(secici)]
        .filter((r) => (r.getAttribute('aria-label') || '').startsWith(`${sutun}: `));
      const isaretle = (sutun, yer, sinif, not) => {
        if (!yer || !yer.cizelgede || yer.cizelgede === 'yok') return;
        const c = yer.cizelgede;
        const secici = c.tur != null ? `[data-tur="${c.tur}"]` : `[data-kimlik="${CSS.escape(c.hucre)}"]`;
        for (const r of sutununHucreleri(sutun, secici)) {
          r.classList.add(sinif);
          if (not && !r.getAttribute('aria-label').includes(not)) r.setAttribute('aria-label', `${r.getAttribute('aria-label')}; ${not}`);
        }
      };
      const kapsam = o.tekDegisiklik;
      if (!kapsam.arandi) ozellik.append(tekDegisiklikAra(kapsam));
      // in each column the claims it makes come first, led by their meaning (the lesson's
      // words); those it does not make are folded under one disclosure; a claim no single
      // change flips is said once per column
      const durumu = (oz) => (!oz.iddiaEdilir && oz.durum === 'bozuldu' ? 'tutmadı' : durumAdi[oz.durum]);
      o.sutunlar.forEach((s, i) => {
        const madde = (oz) => {
          const li = el('li', { 'data-ozellik': oz.ad, 'data-durum': oz.durum });
          li.append(el('span', { sinif: 'panel-ozellik-anlam' }, oz.anlam), `: ${durumu(oz)}`);
          if (oz.nokta) {
            const git = el('button', { type: 'button', sinif: 'panel-nokta-dugmesi', 'data-nokta': oz.nokta.ad }, oz.nokta.ad);
            git.addEventListener('click', () => hikayedeGoster(s.sutun, oz));
            li.append(', ', git);
            isaretle(s.sutun, oz.nokta, 'panel-nokta', `${oz.anlam}: ${durumu(oz)}`);
          }
          if (!oz.cevirenler) {
            li.append(el('p', { sinif: 'panel-ceviren' }, 'Tek değişiklikler: bilinmiyor (aranmadı).'));
          } else if (oz.cevirenler.length) {
            const c = el('p', { sinif: 'panel-ceviren' });
            c.append(`${tersi[oz.durum][0].toUpperCase()}${tersi[oz.durum].slice(1)}: `);
            oz.cevirenler.forEach((d, k) => {
              const parca = d.baglanti.split('#')[1] || '';
              if (k) c.append(', ');
              c.append(el('a', { href: `#${parca}`, 'data-hucre': d.hucre, title: d.komut }, `${d.hucre} ${d.deger}`));
              const yanYana = ciftleriOku().filter(([a]) => a !== 'karsilastir').concat([['karsilastir', d.ariza]]);
              c.append(' (', el('a', { href: `#${parcaya(yanYana)}`, sinif: 'panel-yan-yana', 'data-hucre': d.hucre }, 'yan yana'), ')');
              for (const r of sutununHucreleri(s.sutun, `[data-kimlik="${CSS.escape(d.hucre)}"]`)) r.classList.add('panel-ceviren');
            });
            li.append(c);
          }
          return li;
        };
        const cevrilmez = (liste) => {
          const n = liste.filter((oz) => oz.cevirenler && !oz.cevirenler.length).length;
          if (!n) return [];
          const hepsi = n === liste.length;
          return [el('p', { sinif: 'panel-ceviren' }, hepsi
            ? 'Bu iddiaların hiçbirinin kararını tek bir değişiklik çevirmez.'
            : 'Değişiklik adı verilmeyen iddiaların kararını tek bir değişiklik çevirmez.')];
        };
        const edilen = s.ozellikler.filter((oz) => oz.iddiaEdilir);
        const edilmeyen = s.ozellikler.filter((oz) => !oz.iddiaEdilir);
        const liste = el('ul', { sinif: 'panel-ozellik-listesi' }, ...edilen.map(madde));
        const parcalar = [liste, ...cevrilmez(edilen)];
        if (edilmeyen.length) {
          parcalar.push(el('details', { sinif: 'panel-iddia-edilmeyen' },
            el('summary', {}, `Bu sütunun iddia etmediği ${edilmeyen.length} özellik`),
            el('p', { sinif: 'panel-not' }, 'Bu sütunun seçenekleri bunları üstlenmez; yine de her koşumda sınanırlar. Burada tutmayan bir iddia, o seçeneğin neyi güvenceye alacağını gösterir.'),
            el('ul', { sinif: 'panel-ozellik-listesi' }, ...edilmeyen.map(madde)),
            ...cevrilmez(edilmeyen)));
        }
        ozellik.append(el('details', { sinif: 'panel-ozellik-sutunu', 'data-sutun': s.sutun, ...(i === 0 ? { open: '' } : {}) },
          el('summary', {}, `${s.sutun}: `, ...ozet(s.ozellikler)), ...parcalar));
      });
    }

    // above the budget the single changes are searched only on request: in the Web Worker,
    // with its progress and a stop; the list then shows what it found
    let tekIsci = null;
    function tekDegisiklikAra(kapsam) {
      const bolum = el('div', { sinif: 'panel-tek', id: `panel-${ders}-tek` });
      const basla = el('button', { type: 'button', id: `panel-${ders}-tek-ara` }, 'Tek değişiklikleri ara');
      const durdur = el('button', { type: 'button', id: `panel-${ders}-tek-durdur`, disabled: '' }, 'Durdur');
      const durum = el('p', { sinif: 'panel-not', id: `panel-${ders}-tek-durum`, 'aria-live': 'polite' });
      const bitir = (mesaj) => {
        if (tekIsci) tekIsci.terminate();
        tekIsci = null;
        basla.disabled = false;
        durdur.disabled = true;
        if (mesaj !== undefined) durum.textContent = mesaj;
      };
      basla.addEventListener('click', () => {
        bitir();
        if (location.protocol === 'file:') {
          bitir('Bu arama kitap bir sunucudan açılınca çalışır (cargo xtask kitap -- --sun); komut '
            + 'satırında: olc --tek-degisiklik.');
          return;
        }
        let bu;
        try {
          bu = new Worker(new URL(`${kok}kitap/isci.js`));
        } catch (e) {
          bitir(`Arama başlamadı: ${e}`);
          return;
        }
        tekIsci = bu;
        basla.disabled = true;
        durdur.disabled = false;
        durum.textContent = 'başlıyor…';
        const parca = parcaya(ciftleriOku().filter(([a]) => a !== 'program'));
        bu.onerror = (e) => bitir(`Arama başlamadı: ${e.message || 'Web Worker açılamadı'}`);
        bu.onmessage = ({ data }) => {
          if (bu !== tekIsci) return;
          if (data.tur === 'ilerleme') {
            durum.textContent = `${data.yapilan} / ${data.toplam} tek değişiklik denendi`;
          } else if (data.tur === 'hata') {
            bitir(data.mesaj);
          } else {
            bitir();
            ozellikleriGoster(data.sonuc);
            ozellik.prepend(el('p', { sinif: 'panel-not', id: `panel-${ders}-tek-durum` },
              `Tek değişiklikler istek üzerine arandı: ${(data.sure / 1000).toFixed(2)} s.`));
          }
        };
        bu.postMessage({ is: 'tek', ders, parca, wasm: `${kok}panel/panel_bg.wasm` });
      });
      durdur.addEventListener('click', () => bitir('durduruldu; tek değişiklikler bilinmiyor'));
      bolum.append(
        el('p', { sinif: 'panel-not' },
          `Tek değişiklikler aranmadı: ${kapsam.hucre} hücre × ${kapsam.sutun} sütun × ${kapsam.nokta} nokta, `
          + `bütçe ${kapsam.butce}; sayıları bilinmiyor. Sayfanın dışında, bir Web Worker'da arayabilirsiniz `
          + '(komut satırında: olc --tek-degisiklik).'),
        el('p', {}, basla, ' ', durdur), durum);
      return bolum;
    }

    // the second timing: its timeline under the first, the cells whose fault differs marked on
    // both, and where each column's stories part
    function ikinciyiGoster(k) {
      ikinci.textContent = '';
      if (!k) return;
      const cizim = el('div', { sinif: 'panel-kaydir' });
      cizim.innerHTML = k.svg;
      const svg2 = cizim.querySelector('svg');
      // a cell by its column (its label's start) and key
      const farkli = new Set(k.farkli.map(([sutun, kimlik]) => `${sutun}\t${kimlik}`));
      const anahtar = (etiket, kimlik) => `${(etiket || '').split(': ')[0]}\t${kimlik}`;
      const isaret = (h) => `<rect x="${h.x}" y="${h.y}" width="${h.genislik}" height="${h.yukseklik}" class="panel-farkli"/>`;
      if (svg2) {
        svg2.setAttribute('aria-label', `İkinci arıza sırasının zaman çizelgesi: ${k.ariza}`);
        const farkliHucreler = k.hucreler.filter((h) => farkli.has(anahtar(h.etiket, h.kimlik)));
        svg2.insertAdjacentHTML('beforeend', `<g aria-hidden="true">${farkliHucreler.map(isaret).join('')}</g>`);
      }
      for (const r of resim.querySelectorAll('.panel-hucre')) {
        if (farkli.has(anahtar(r.getAttribute('aria-label'), r.getAttribute('data-kimlik')))) r.classList.add('panel-farkli');
      }
      // where each column's stories part, on both timelines: that point's cells
      const ayrildigi = (sutun, h) => k.ayrilma.some((a) => a.sutun === sutun && a.cizelgede
        && (a.cizelgede.tur != null ? h.tur === a.cizelgede.tur : h.kimlik === a.cizelgede.hucre));
      const sutunu = (etiket) => (etiket || '').split(': ')[0];
      for (const r of resim.querySelectorAll('.panel-hucre')) {
        const h = { tur: r.hasAttribute('data-tur') ? Number(r.getAttribute('data-tur')) : null, kimlik: r.getAttribute('data-kimlik') };
        if (ayrildigi(sutunu(r.getAttribute('aria-label')), h)) r.classList.add('panel-ayrilma-noktasi');
      }
      if (svg2) {
        const cizgi = (h) => `<rect x="${h.x}" y="${h.y}" width="${h.genislik}" height="${h.yukseklik}" class="panel-ayrilma-noktasi"/>`;
        const yerler = k.hucreler.filter((h) => ayrildigi(sutunu(h.etiket), h));
        svg2.insertAdjacentHTML('beforeend', `<g aria-hidden="true">${yerler.map(cizgi).join('')}</g>`);
      }
      const ayrilma = el('ul', { sinif: 'panel-ayrilma', id: `panel-${ders}-ayrilma` });
      for (const a of k.ayrilma) {
        ayrilma.append(el('li', { 'data-sutun': a.sutun }, a.satir == null
          ? `${a.sutun}: hikâyeler aynı`
          : el('span', {}, `${a.sutun}: ${a.satir}. satırda ayrılır`, el('br'),
            'birinci: ', el('code', {}, a.birinci), el('br'), 'ikinci: ', el('code', {}, a.ikinci))));
      }
      ikinci.append(el('h4', {}, 'İkinci arıza sırası: ', el('code', {}, k.ariza || 'yok')),
        el('p', { sinif: 'panel-not' }, 'Mor çerçeveli hücrelerde iki arıza sırası ayrılır; yeşil çerçeve, her sütunda iki hikâyenin ayrıldığı noktadır. Farklı sayılar ve kararlar yukarıdaki metnin "farklar" bölümündedir.'),
        cizim, el('h4', {}, 'Hikâyelerin ayrıldığı ilk satır'), ayrilma);
    }

    // a column's summary: how many claims broke or showed, of how many
    function ozet(liste) {
      const edilen = liste.filter((o) => o.iddiaEdilir);
      const bozulan = edilen.filter((o) => o.durum === 'bozuldu').length;
      const gorulen = edilen.filter((o) => o.durum === 'goruldu').length;
      return [`iddia ettiği ${edilen.length} özellikten ${bozulan} bozuldu, ${gorulen} görüldü`];
    }

    // the claim's line in the story: its column's block, the line marked with » and its name
    function hikayedeGoster(sutun, oz) {
      const hikaye = iz.textContent;
      const blok = hikaye.indexOf(`${sutun}: `);
      if (blok < 0) return;
      const aranan = `» ${oz.nokta.ad}: ${oz.anlam} — `;
      const blokSonu = hikaye.indexOf('\n\n', blok);
      const i = hikaye.indexOf(aranan, blok);
      if (i < 0 || (blokSonu >= 0 && i > blokSonu)) return;
      const son = hikaye.indexOf('\n', i);
      const satir = hikaye.slice(i, son < 0 ? undefined : son);
      const isaret = el('mark', { id: `panel-${ders}-vurgu`, tabindex: '-1' }, satir);
      iz.textContent = '';
      iz.append(hikaye.slice(0, i), isaret, hikaye.slice(i + satir.length));
      isaret.scrollIntoView({ block: 'center' });
      isaret.focus({ preventScroll: true });
    }

    // the timeline in the reader's hands: each cell a button that changes the schedule (one
    // string parsed once: a large run draws thousands of cells). The chart is one Tab stop: the
    // arrow keys move between its cells, Enter or Space presses one.
    const kacis = (m) => String(m).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
    function hucreleriKur(hucreler) {
      const svg = resim.querySelector('svg');
      if (!svg || !hucreler.length) return;
      const rect = (h, i) => `<rect x="${h.x}" y="${h.y}" width="${h.genislik}" height="${h.yukseklik}" `
        + `class="panel-hucre" tabindex="${i === 0 ? 0 : -1}" role="button" aria-pressed="${h.acik}" `
        + `aria-label="${kacis(h.etiket)}" data-kimlik="${kacis(h.kimlik)}"`
        + `${h.tur == null ? '' : ` data-tur="${h.tur}"`}/>`;
      svg.insertAdjacentHTML('beforeend', `<g class="panel-hucreler" role="group" `
        + `aria-label="Zaman çizelgesinin hücreleri: oklarla gezinin, Enter ile değiştirin" `
        + `aria-describedby="${ipucu.id}">${hucreler.map(rect).join('')}</g>`);
      const g = svg.lastElementChild;
      const kimlik = (e) => e.target.getAttribute && e.target.getAttribute('data-kimlik');
      g.addEventListener('click', (e) => { if (kimlik(e)) hucreyeTikla(e.target); });
      g.addEventListener('keydown', (e) => {
        if (!kimlik(e) || e.altKey || e.ctrlKey || e.metaKey) return;
        const yon = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] }[e.key];
        if (!yon && e.key !== 'Enter' && e.key !== ' ') return;
        // the book turns the page on the arrow keys: not while they move between cells
        e.preventDefault();
        e.stopPropagation();
        if (!yon) {
          hucreyeTikla(e.target);
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
    function hucreyeTikla(hucre) {
      const bas = performance.now();
      const kimlik = hucre.getAttribute('data-kimlik');
      const secici = `[data-kimlik="${CSS.escape(kimlik)}"]`;
      const sira = [...resim.querySelectorAll(secici)].indexOf(hucre);
      const secenekler = ciftleriOku().filter(([a]) => a !== 'program');
      let yeni;
      try {
        yeni = wasm.hucreye_tikla(ders, durum.program, parcaya(secenekler), kimlik);
      } catch (e) {
        genel.textContent = String(e && e.message ? e.message : e);
        return;
      }
      const program = durum.program !== 'olc' ? `program=${durum.program}&` : '';
      history.replaceState(null, '', `${location.pathname}${location.search}#${program}${yeni}`);
      parcadanKur();
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

    // "Adım adım": the run point by point. The program gives the walk (program::yuruyus): each
    // point's story line per column, its place on the timeline, the claims it decides, and the
    // first table's figures for the runs cut there (olc --tur N, akis: --dur N). It is asked
    // for on the first step, not on every run. ← and → step and space plays only while the
    // focus is inside the walk; outside it the book keeps its own keys.
    function adimAdim() {
      const durumu = { parca: null, veri: null, i: -1, oynuyor: null };
      const yavas = window.matchMedia('(prefers-reduced-motion: reduce)');
      const dugme = (yazi, etiket, yon) => el('button', { type: 'button', sinif: 'panel-yuruyus-dugmesi', 'data-yon': yon, title: etiket }, yazi);
      const geri = dugme('◀ Geri', 'Bir önceki nokta', 'geri');
      const ileri = dugme('İleri ▶', 'Bir sonraki nokta', 'ileri');
      const degisim = dugme('Sonraki değişiklik ▶▶', 'Bir şeyin değiştiği sonraki nokta', 'degisim');
      const oynat = dugme('Oynat', 'Oynat ya da duraklat', 'oynat');
      oynat.setAttribute('aria-pressed', 'false');
      const yer = el('p', { sinif: 'panel-yuruyus-yer', id: `panel-${ders}-yuruyus-yer` }, 'Henüz başlamadı: İleri ile koşumun ilk noktasına gelin.');
      const duyuru = el('p', { sinif: 'panel-duyuru', role: 'status', 'aria-live': 'polite' });
      const ileti = el('p', { sinif: 'panel-hata', id: `panel-${ders}-yuruyus-ileti` });
      const satirlar = el('ul', { sinif: 'panel-yuruyus-satirlar', id: `panel-${ders}-yuruyus-satirlar` });
      const tablo = el('table', { sinif: 'panel-yuruyus-tablo', id: `panel-${ders}-yuruyus-tablo` });
      const degisenler = el('ul', { sinif: 'panel-yuruyus-degisenler', id: `panel-${ders}-yuruyus-degisenler` });
      const komutu = el('p', { sinif: 'panel-not' });
      const kutu_ = el('div', { sinif: 'panel-yuruyus', id: `panel-${ders}-yuruyus`, role: 'group', 'aria-label': 'Adım adım: koşum nokta nokta' },
        el('p', { sinif: 'panel-aciklama' },
          'Koşumu nokta nokta yürütün: çizelgede imleç, her sütunun hikâye satırı, o noktaya dek ',
          'ilk tablonun sayıları (koşum o noktada kesilmiş gibi) ve kararı o noktada değişen ',
          'özellikler. Odak buradayken ← ve → adım atar, boşluk oynatır ya da duraklatır.'),
        el('div', { sinif: 'panel-yuruyus-dugmeler' }, geri, ileri, degisim, oynat),
        yer, ileti, duyuru,
        satirlar,
        el('div', { sinif: 'panel-kaydir', tabindex: '0', role: 'region', 'aria-label': 'O noktaya dek ilk tablonun sayıları' }, tablo),
        degisenler, komutu);

      const yukle = () => {
        if (durumu.veri || durumu.parca === null) return durumu.veri;
        durumu.veri = JSON.parse(wasm.yuruyus(ders, durumu.parca));
        return durumu.veri;
      };
      const rakamlari = (d) => {
        if (!d.rakamlar) d.rakamlar = JSON.parse(wasm.durak_rakamlari(ders, durumu.parca, d.nokta));
        return d.rakamlar;
      };
      const imleciKaldir = () => {
        for (const r of resim.querySelectorAll('.panel-imlec')) r.classList.remove('panel-imlec');
      };
      const goster = (i) => {
        const bas = performance.now();
        const icindeydi = kutu_.contains(document.activeElement);
        const v = yukle();
        if (!v || !v.duraklar.length) return;
        durumu.i = Math.max(0, Math.min(i, v.duraklar.length - 1));
        const d = v.duraklar[durumu.i];
        const onceki = durumu.i > 0 ? rakamlari(v.duraklar[durumu.i - 1]) : null;
        const r = rakamlari(d);
        yer.textContent = `Nokta ${durumu.i + 1} / ${v.duraklar.length}: ${d.ad}`;
        kutu_.dataset.nokta = String(d.nokta);
        // the cursor: each column's cells of the point
        imleciKaldir();
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
        yer.scrollIntoView({ block: 'nearest', behavior: yavas.matches ? 'auto' : 'smooth' });
        // the figures so far, those that changed here marked
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
        // the claims this point decides
        degisenler.textContent = '';
        v.sutunlar.forEach((ad, c) => {
          for (const g of d.sutunlar[c].degisenler) {
            degisenler.append(el('li', { 'data-sutun': ad, 'data-ozellik': g.ad },
              `${ad}: `, el('span', { sinif: 'panel-ozellik-anlam' }, g.anlam), ` — ${g.durum}`));
          }
        });
        if (!degisenler.childElementCount) degisenler.append(el('li', { sinif: 'panel-not' }, 'Bu noktada hiçbir özelliğin kararı değişmez.'));
        komutu.textContent = `Komut satırında bu sayıları basan: ${d.komut}`;
        const ilkSatir = d.sutunlar.find((s) => s.satir);
        duyuru.textContent = `${yer.textContent}${ilkSatir ? `. ${ilkSatir.satir}` : ''}`;
        geri.disabled = durumu.i === 0;
        ileri.disabled = durumu.i === v.duraklar.length - 1;
        degisim.disabled = ileri.disabled;
        // a button that the step disables would drop the focus out of the walk (and the book
        // would take the next arrow key): the walk keeps it
        const odak = document.activeElement;
        if (icindeydi && (!kutu_.contains(odak) || odak.disabled)) kutu_.focus({ preventScroll: true });
        // the point in the URL, so that a link opens the walk here
        const parca = durumu.parca ? `${durumu.parca}&nokta=${d.nokta}` : `nokta=${d.nokta}`;
        const program = durum.program !== 'olc' ? `program=${durum.program}&` : '';
        history.replaceState(null, '', `${location.pathname}${location.search}#${program}${parca}`);
        kutu_.dataset.adimSuresi = (performance.now() - bas).toFixed(2);
      };
      const durdur = () => {
        if (durumu.oynuyor) clearInterval(durumu.oynuyor);
        durumu.oynuyor = null;
        oynat.textContent = 'Oynat';
        oynat.setAttribute('aria-pressed', 'false');
      };
      const adim = (yon) => {
        ileti.textContent = '';
        const v = yukle();
        if (!v) return;
        if (yon === 'geri') goster(durumu.i - 1);
        else if (yon === 'ileri') goster(durumu.i + 1);
        else if (yon === 'degisim') {
          let j = durumu.i + 1;
          while (j < v.duraklar.length - 1 && !v.duraklar[j].degisir) j += 1;
          goster(j);
        }
        if (durumu.i >= v.duraklar.length - 1) durdur();
      };
      const oynatDurdur = () => {
        if (durumu.oynuyor) { durdur(); return; }
        const v = yukle();
        if (!v) return;
        if (durumu.i >= v.duraklar.length - 1) goster(0);
        oynat.textContent = 'Duraklat';
        oynat.setAttribute('aria-pressed', 'true');
        durumu.oynuyor = setInterval(() => adim('ileri'), yavas.matches ? 2000 : 900);
      };
      for (const b of [geri, ileri, degisim]) b.addEventListener('click', () => { durdur(); adim(b.dataset.yon); });
      oynat.addEventListener('click', oynatDurdur);
      kutu_.tabIndex = -1;
      kutu_.addEventListener('keydown', (e) => {
        if (e.altKey || e.ctrlKey || e.metaKey) return;
        if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
          e.preventDefault();
          e.stopPropagation();
          durdur();
          adim(e.key === 'ArrowLeft' ? 'geri' : 'ileri');
        } else if (e.key === ' ' && (e.target === kutu_ || e.target === oynat)) {
          // space on another of the walk's buttons presses that button, as anywhere else
          e.preventDefault();
          e.stopPropagation();
          oynatDurdur();
        }
      });
      const baslik = el('h3', { id: `panel-${ders}-adim-adim` }, 'Adım adım');
      return {
        baslik,
        kutu: kutu_,
        // a new run: the walk is its own, asked for again on the next step
        sifirla(parca) {
          durdur();
          const ayni = parca === durumu.parca;
          durumu.parca = parca;
          if (ayni && durumu.veri) { if (durumu.i >= 0) goster(durumu.i); return; }
          durumu.veri = null;
          durumu.i = -1;
          delete kutu_.dataset.nokta;
          ileti.textContent = '';
          duyuru.textContent = '';
          imleciKaldir();
          kutu_.hidden = parca === null;
          baslik.hidden = parca === null;
          yer.textContent = 'Henüz başlamadı: İleri ile koşumun ilk noktasına gelin.';
          satirlar.textContent = '';
          tablo.textContent = '';
          degisenler.textContent = '';
          komutu.textContent = '';
          geri.disabled = true;
          ileri.disabled = false;
          degisim.disabled = false;
        },
        // a link's nokta=: the walk opens there, or at its first point with a word on why
        ac(deger) {
          const v = yukle();
          if (!v || !v.duraklar.length) return false;
          const i = v.duraklar.findIndex((d) => String(d.nokta) === deger);
          goster(i < 0 ? 0 : i);
          ileti.textContent = i < 0
            ? `nokta=${deger} bu koşumun bir noktası değil (noktalar --${v.kesen} değerleriyle adlandırılır; ilki ${v.duraklar[0].nokta}, sonuncusu ${v.duraklar[v.duraklar.length - 1].nokta}); ilk noktadan başlandı.`
            : '';
          return true;
        },
      };
    }

    function parcadanKur() {
      const ciftler = JSON.parse(wasm.parca_ciftleri(location.hash));
      const p = ciftler.find(([a]) => a === 'program');
      const nokta = ciftler.find(([a]) => a === 'nokta');
      durum.program = p && tanimlar[p[1]] ? p[1] : 'olc';
      formuKur(ciftler.filter(([a]) => a !== 'program' && a !== 'nokta'));
      guncelle();
      return nokta ? yuruyus.ac(nokta[1]) : false;
    }

    // a link on the page to a scenario (`#ariza=...`) fills the panel and brings it into view
    // (one with nokta= brings the walk into view instead)
    window.addEventListener('hashchange', () => {
      if (parcadanKur()) yuruyus.baslik.scrollIntoView({ block: 'start' });
      else kutu.scrollIntoView({ block: 'start' });
    });
    await nefes();
    parcadanKur();
    kutu.dataset.hazir = 'evet';
  }

  // a region that scrolls takes the keyboard's focus, so that it scrolls without a mouse
  const kaydirilanlar = () => {
    for (const k of document.querySelectorAll('pre > code, .table-wrapper, .panel-kaydir')) {
      const kayar = k.scrollWidth > k.clientWidth + 1 || k.scrollHeight > k.clientHeight + 1;
      if (kayar && !k.hasAttribute('tabindex')) k.tabIndex = 0;
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
})();
