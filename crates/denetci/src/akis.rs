//! Zamanlayici, araci ve denetci: tur tabanli, surec ici model (`akis.mjs`). Tur soyut bir
//! adimdir; asili kalma ve kalici hata her yurutmenin sonucu olarak disaridan gelir, olculmus
//! sure degildir. Model bir turu ilerleten adim fonksiyonudur ([`Durum::tur`]); dersin kendi
//! ariza cizelgesi [`mod@crate::kosum`]'dadir.

use crate::{Ariza, Durum, Hal, Kusur, Secenek, Sonuc, iz::Olay};
use ders::Iz;

/// Her isin sirayla yurutulen adimlari.
pub const ADIM: [&str; 4] = ["tarife", "indirim", "fatura", "bildirim"];
/// Toplu isin satici-gunleri.
pub const ISLER: [&str; 12] =
    ["S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9", "S10", "S11", "S12"];
/// Asili kalan adimlar: araci isi yapti, kayit dusmedi (yalniz ilk denemede).
pub const ASILI: [(&str, &str); 3] = [("S2", "indirim"), ("S5", "tarife"), ("S9", "fatura")];
/// Kalici hatali adim: hicbir denemede kaydi dusmez.
pub const KALICI: [(&str, &str); 1] = [("S7", "indirim")];

impl Durum {
    /// Bir tur: araci yurutur (`ariza` her yurutmenin sonucu), denetci tarar, zamanlayici baslatir.
    #[inline]
    #[expect(clippy::needless_range_loop, reason = "sira hem ISLER'i hem kaydi gosterir")]
    pub fn tur(&mut self, s: &Secenek, ariza: &impl Ariza, iz: &mut impl Iz<Olay>) {
        let t = self.tur + 1;
        self.tur = t;
        for i in 0..ISLER.len() {
            let (is, k) = (ISLER[i], &mut self.isler[i]);
            // araci: bir onceki turda baslayan adimi yurutur; kaydi ya duser ya dusmez
            if k.hal == Hal::Yuruyor && t == k.basladi + 1 {
                let (adim, neden) = (ADIM[k.adim], ariza.sonuc(i, k));
                if neden == Sonuc::Tamam {
                    let sonraki = k.adim + usize::from(!ariza.kusur(Kusur::KayitIlerletmez));
                    (k.adim, k.deneme, k.hal) = (sonraki, 0, Hal::Bekliyor);
                    iz.olay(|| Olay::Yurutuldu { is, adim });
                } else {
                    k.yapildi = neden == Sonuc::Asili; // is yapildi mi, kimse bilmiyor
                    iz.olay(|| Olay::KayitDusmedi { is, adim, neden });
                }
            }
        }
        if s.denetci && t % s.tarama == 0 {
            // denetci: butun kaydi okur, kirasi dolan adimlari yeniden surulmek uzere birakir
            iz.olay(|| Olay::Tarama { okunan: ISLER.len() });
            for i in 0..ISLER.len() {
                let (is, k) = (ISLER[i], &mut self.isler[i]);
                let yuruyor = k.hal == Hal::Yuruyor
                    || (ariza.kusur(Kusur::DenetciHaleBakmaz) && k.hal != Hal::Bitti);
                if yuruyor && t - k.basladi >= s.kira {
                    let (gecikme, bosa) = (t - (k.basladi + 1), k.yapildi); // bosa: is ikinci kez
                    iz.olay(|| Olay::YenidenSurdu { is, adim: ADIM[k.adim], gecikme, bosa });
                    (k.deneme, k.hal) = (k.deneme + 1, Hal::Bekliyor);
                }
            }
        }
        for i in 0..ISLER.len() {
            let (is, k) = (ISLER[i], &mut self.isler[i]);
            // zamanlayici: bekleyen isi bitirir, esigi asani telafi eder ya da siradaki adimi baslatir
            let kendisi = ariza.kusur(Kusur::ZamanlayiciKendisiSurer) && t - k.basladi >= s.kira;
            if k.hal != Hal::Bekliyor && !(kendisi && k.hal == Hal::Yuruyor) {
                continue;
            } else if k.adim >= ADIM.len() {
                k.hal = Hal::Bitti;
                iz.olay(|| Olay::Bitti { is });
            } else if k.deneme >= s.deneme_siniri && !ariza.kusur(Kusur::EsikYok) {
                k.hal = Hal::Telafi; // esik asildi: tamamlanmis adimlar telafi edilir
                iz.olay(|| Olay::TelafiEdildi { is, adim_sayisi: k.adim });
            } else {
                (k.hal, k.basladi) = (Hal::Yuruyor, t);
                iz.olay(|| Olay::Baslatti { is, adim: ADIM[k.adim], deneme: k.deneme });
            }
        }
    }
}
