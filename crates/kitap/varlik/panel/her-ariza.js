// The check under every schedule ("Her arıza sırasında"), in a Web Worker.

// the states a second this page's checks have explored so far (none before the first), and
// the rate assumed before: lider's 5 nodes went at about 7.4 million a second (530 million in
// 72 s) in headless Chromium on the 2-core test machine (`cargo xtask kitap -- --sina --buyuk`),
// taken a little lower
let sayfaHizi = null;
const VARSAYILAN_HIZ = 7e6;

// how long a check that explores `kesfedilen` states is expected to take, at the rate this page
// has measured so far or the assumed one
function tahminMetni(kesfedilen) {
  if (!kesfedilen) return '';
  const hiz = sayfaHizi || VARSAYILAN_HIZ;
  const sn = kesfedilen / hiz;
  const sure = sn < 1 ? 'bir saniyeden kısa' : sn < 90 ? `${Math.round(sn)} saniye kadar`
    : `${Math.round(sn / 60)} dakika kadar`;
  const neye = sayfaHizi
    ? `bu sayfada ölçülen ${Math.round(sayfaHizi).toLocaleString('tr-TR')} durum/sn ile`
    : `hız bu sayfada henüz ölçülmedi; saniyede ${(VARSAYILAN_HIZ / 1e6).toLocaleString('tr-TR')} milyon durum varsayıldı`;
  return `Tahmini süre: ${sure} (${kesfedilen.toLocaleString('tr-TR')} keşfedilen durum; ${neye}).`;
}

// "Her arıza sırasında": the lesson's claims under every fault timing within bounds, for the
// options in the form, checked in a Web Worker (arama::genislik), then the fewest faults that
// break each claim in each design (arama::en_az); the same text as
// `cargo xtask kesif -- --ders DERS --metin`
function herZamanlamada(p) {
  const { kutu, wasm, ders } = p;
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
  // the claims the text names, each with its sentence (the lesson's words)
  const adlar = el('div', { sinif: 'panel-ozellik-adlari', id: `panel-${ders}-her-adlar` });
  const notlar = el('p', { sinif: 'panel-not', id: `panel-${ders}-her-not` });
  let isci = null;
  // whether the line under the buttons says why the check did not start (gone once the form is
  // changed)
  let reddedildi = false;
  const bitir = (mesaj, ret = false) => {
    if (isci) isci.terminate();
    isci = null;
    basla.disabled = false;
    durdur.disabled = true;
    if (mesaj !== undefined) ilerleme.textContent = mesaj;
    reddedildi = ret;
  };
  // each bound as typed: an emptied field is null, which the program refuses by name
  const sinirlariOku = () => {
    const sinirlar = {};
    for (const [k, g] of girdi) sinirlar[k] = g.value.trim() === '' ? null : Number(g.value);
    return sinirlar;
  };
  const secenekParcasi = () => parcaya(ciftleriOku(p).filter(([a]) => a !== 'program'));
  // the command and the notes for the form as it stands, before any run
  p.komutuGuncelle = () => {
    const k = JSON.parse(wasm.her_zamanlamada_komutu(ders, secenekParcasi(), JSON.stringify(sinirlariOku())));
    hkomut.textContent = k.hata ? '' : k.komut;
    notlar.textContent = k.hata ? k.hata : [...k.notlar, tahminMetni(k.kesfedilen)].join(' ').trim();
    if (reddedildi) bitir('');
    return k;
  };
  for (const g of girdi.values()) g.addEventListener('input', () => p.komutuGuncelle());
  basla.addEventListener('click', () => {
    bitir();
    // a refusal is said once, under the buttons, where a screen reader hears it
    const k = p.komutuGuncelle();
    if (k.hata) {
      notlar.textContent = '';
      bitir(`Denetim başlamadı: ${k.hata}`, true);
      return;
    }
    const sinirlar = sinirlariOku();
    const parca = secenekParcasi();
    sonuc.textContent = '';
    ornekler.textContent = '';
    adlar.textContent = '';
    basla.disabled = true;
    durdur.disabled = false;
    ilerleme.textContent = `başlıyor… ${tahminMetni(k.kesfedilen)}`.trim();
    const bas = performance.now();
    let bu;
    if (location.protocol === 'file:') {
      // browsers start no Web Worker for a page opened from a folder
      bitir('Bu denetim kitap bir sunucudan açılınca çalışır (cargo xtask kitap -- --sun); '
        + 'klasörden açılan kitapta paneldeki tablolar, hikâye ve resim çalışır.');
      return;
    }
    try {
      bu = new Worker(new URL(`${kok}kitap/isci.js`));
      isci = bu;
    } catch (e) {
      bitir(`Bu denetim sayfa bir sunucudan açılınca çalışır (cargo xtask kitap -- --sun): ${e}`);
      return;
    }
    bu.onerror = (e) => bitir(`Denetim başlamadı: ${e.message || 'ayrı iş parçacığı açılamadı'}; sayfayı bir sunucudan açın (cargo xtask kitap -- --sun).`);
    bu.onmessage = ({ data }) => {
      if (bu !== isci) return; // a stopped check's last words
      if (data.tur === 'ilerleme') {
        const saniye = (performance.now() - bas) / 1000;
        if (saniye > 1 && data.asama) sayfaHizi = data.kesfedilen / saniye;
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
        adlariGoster(adlar, r.anlamlar || {});
        ornekleriGoster(p, ornekler, r.ornekler, r.anlamlar || {});
        kutu.dataset.herSure = (performance.now() - bas).toFixed(1);
        kutu.dataset.herHiz = String(data.sure);
        kutu.dataset.herEnAz = String(data.sureEnAz);
        kutu.dataset.herBellek = String(data.bellek);
        bitir(`bitti: özellikler ${(data.sure / 1000).toFixed(2)} s, kaç arıza yeter `
          + `${(data.sureEnAz / 1000).toFixed(2)} s`);
      }
    };
    bu.postMessage({ ders, parca, sinirlar: JSON.stringify(sinirlar), wasm: `${kok}panel/panel_bg.wasm` });
  });
  durdur.addEventListener('click', () => bitir('durduruldu'));
  // folded under its heading until a reader opens it: its form and result are long
  return el('details', { sinif: 'panel-her', id: `panel-${ders}-her-kutusu` },
    el('summary', {}, el('h3', {}, 'Her arıza sırasında: özellikler')),
    herAciklamasi(),
    el('div', { sinif: 'panel-kaydir panel-komut' }, hkomut),
    alanlar, el('p', {}, basla, ' ', durdur), ilerleme, notlar,
    el('div', { sinif: 'panel-kaydir' }, sonuc), adlar, ornekler);
}

// what the check does, and what its result's counts mean
function herAciklamasi() {
  return el('p', { sinif: 'panel-aciklama' },
    'Dersin özellikleri sınırlar içindeki her arıza sırasında denenir (tarayıcının ayrı bir ',
    'iş parçacığında), sonra her tasarımda her özelliği bozmaya en az kaç arıza yettiği aranır. ',
    'Arızayı biçimleyen seçenekler yok sayılır. «N adım» ilk örneğin kaç adımda bozduğunu, ',
    '«N arıza» en az arıza sayısını söyler. Aynısı komut satırında:');
}

// the text's claim names, each with what it says: the sentences the rest of the page uses
function adlariGoster(adlar, anlamlar) {
  const liste = Object.entries(anlamlar);
  if (!liste.length) return;
  adlar.append(el('p', { sinif: 'panel-ozellik-adlari-baslik' }, 'Metindeki özellik adları:'),
    el('dl', {}, ...liste.flatMap(([ad, anlam]) => [el('dt', {}, el('code', {}, ad)), el('dd', {}, anlam)])));
}

// the check's examples in list `ornekler`, each claim by its sentence where known: each opens
// in the panel, or beside the reader's own run (--karsilastir)
function ornekleriGoster(p, ornekler, liste, anlamlar) {
  const okurun = ciftleriOku(p).filter(([a]) => a !== 'program' && a !== 'karsilastir');
  for (const o of liste) {
    const a = el('a', { href: `#${o.parca}`, 'data-ac': '' }, 'panelde aç');
    const ad = anlamlar[o.ozellik] || o.ozellik;
    const li = el('li', {}, o.enAz === undefined
      ? `${ad} (${o.kontrol}): ilk örnek, `
      : `${ad} (${o.kontrol}): en az ${o.enAz} arıza, `, a);
    if (o.ariza) {
      li.append(' · ', el('a', { href: `#${parcaya([...okurun, ['karsilastir', o.ariza]])}`, 'data-yan': '' }, 'yan yana'));
    }
    ornekler.append(li);
  }
}
