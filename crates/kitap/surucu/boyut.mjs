// --sina'nın boyut bölümü: her ders sayfasının, paneli kurulduktan sonra okurun gördüğü
// uzunluğu. 1280 piksel genişlikte sayfanın içeriğindeki görünür kelimeler (kapalı <details>
// içindekiler sayılmaz) ve sayfanın yüksekliği; 390 pikselde yüksekliği. Karşılaştırmayı kitap
// programı yapar (boyut.rs). Plan: boyut: [ders].
import { ac } from './sayfa.mjs';

// the page's visible words (its content, as rendered: a closed disclosure's content is not)
// and its height
const olc = () => {
  const icerik = document.querySelector('main') || document.body;
  const kelimeler = icerik.innerText.split(/\s+/).filter((k) => /[\p{L}\p{N}]/u.test(k));
  return { kelime: kelimeler.length, yukseklik: document.documentElement.scrollHeight };
};

// each lesson page at a desktop's width and at a phone's
export async function boyutlar(tarayici, plan) {
  const sonuc = [];
  for (const ders of plan.boyut) {
    const { sayfa } = await ac(tarayici, `http://${plan.adres}`, ders);
    await sayfa.evaluate(() => window.scrollTo(0, 0));
    const genis = await sayfa.evaluate(olc);
    await sayfa.setViewportSize({ width: 390, height: 844 });
    await sayfa.waitForTimeout(200);
    const dar = await sayfa.evaluate(olc);
    sonuc.push({ ders, kelime: genis.kelime, yukseklik: genis.yukseklik, darYukseklik: dar.yukseklik });
    await sayfa.close();
  }
  return sonuc;
}
