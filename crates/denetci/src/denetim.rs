//! Zamanlayıcı, aracı ve denetçi (`akis.mjs`): tur tabanlı, süreç içi model. Tur soyut bir
//! adımdır; asılı kalma ve kalıcı hata her yürütmenin sonucu olarak dışarıdan gelir, ölçülmüş
//! süre değildir. Model bir turu ilerleten adım fonksiyonudur ([`Durum::tur`]): verdiği her kararı
//! bir olay olarak bildirir. Dersin kendi arıza zamanlaması [`mod@crate::kosum`]'dadır.

use crate::olay::{Olay, Sonuc};
use crate::secenek::Secenek;
use cekirdek::{Iz, Kume};

/// Her işin sırayla yürütülen adımları.
pub const ADIM: [&str; 4] = ["tarife", "indirim", "fatura", "bildirim"];
/// Toplu işin satıcı-günleri.
pub const ISLER: [&str; 12] =
    ["S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9", "S10", "S11", "S12"];
/// Asılı kalan adımlar: aracı işi yaptı, kayıt düşmedi (yalnız ilk denemede).
pub const ASILI: [(&str, &str); 3] = [("S2", "indirim"), ("S5", "tarife"), ("S9", "fatura")];
/// Kalıcı hatalı adım: hiçbir denemede kaydı düşmez.
pub const KALICI: [(&str, &str); 1] = [("S7", "indirim")];

/// Bir işin kalıcı kayıttaki hâli.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Hal {
    /// Sıradaki adımını bekliyor.
    Bekliyor,
    /// Adımı başladı, kaydı bekleniyor.
    Yuruyor,
    /// Dört adımı da bitti.
    Bitti,
    /// Eşiği aştı, tamamlanmış adımları telafi edildi.
    Telafi,
}

/// Bir işin kalıcı kayıttaki satırı; `yapildi`'yı zamanlayıcı da denetçi de göremez.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Kayit {
    /// Sıradaki adımın [`ADIM`]'daki yeri.
    pub adim: usize,
    /// İşin hâli.
    pub hal: Hal,
    /// Adımın başladığı tur.
    pub basladi: u32,
    /// Adımın kaç kez yeniden sürüldüğü.
    pub deneme: u32,
    /// Kaydı düşmeyen son yürütmede iş yapıldı mı (asılı kalma).
    pub yapildi: bool,
}

/// Bir turda ters gidebilecek olan: o tur yürütmesi asılı kalan ve kalıcı hata veren işler (iş:
/// [`ISLER`]'deki yeri); öteki her yürütmenin kaydı düşer.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Ariza {
    /// Yürütmesi asılı kalan işler: iş yapıldı, kayıt düşmedi.
    pub asili: Kume,
    /// Yürütmesi kalıcı hata veren işler: iş yok, kayıt yok.
    pub kalici: Kume,
}

impl Ariza {
    /// Aracının `is` işinin sıradaki adımını bu tur yürütmesinin sonucu.
    pub fn sonuc(&self, is: usize) -> Sonuc {
        if self.kalici.icerir(is) {
            Sonuc::Kalici
        } else if self.asili.icerir(is) {
            Sonuc::Asili
        } else {
            Sonuc::Tamam
        }
    }
}

/// Bir turdan ötekine taşınan her şey: kalıcı kayıt.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Durum {
    /// Oynanan son tur (ilk turdan önce 0).
    pub tur: u32,
    /// Kayıt, [`ISLER`] sırasıyla iş başına bir satır.
    pub isler: [Kayit; ISLER.len()],
}

impl Default for Durum {
    /// İlk turdan önce: her iş ilk adımını bekliyor.
    fn default() -> Self {
        let bekliyor = Kayit { adim: 0, hal: Hal::Bekliyor, basladi: 0, deneme: 0, yapildi: false };
        Durum { tur: 0, isler: [bekliyor; ISLER.len()] }
    }
}

impl Durum {
    /// Bir tur: aracı yürütür (`ariza` her yürütmenin sonucu), denetçi tarar, zamanlayıcı başlatır.
    #[inline]
    pub fn tur(&mut self, s: &Secenek, ariza: &Ariza, iz: &mut impl Iz<Olay>) {
        self.tur += 1;
        let t = self.tur;
        for (is, k) in self.isler.iter_mut().enumerate() {
            // aracı: bir önceki turda başlayan adımı yürütür; kaydı ya düşer ya düşmez
            if k.hal == Hal::Yuruyor && t == k.basladi + 1 {
                let (adim, neden) = (k.adim, ariza.sonuc(is));
                if neden == Sonuc::Tamam {
                    (k.adim, k.deneme, k.hal) = (adim + 1, 0, Hal::Bekliyor);
                    iz.olay(|| Olay::Yurutuldu { is, adim });
                } else {
                    k.yapildi = neden == Sonuc::Asili; // iş yapıldı mı, kimse bilmiyor
                    iz.olay(|| Olay::KayitDusmedi { is, adim, neden });
                }
            }
        }
        if s.denetci && t % s.tarama == 0 {
            // denetçi: bütün kaydı okur, kirası dolan adımları yeniden sürülmek üzere bırakır
            iz.olay(|| Olay::Tarama { okunan: ISLER.len() });
            for (is, k) in self.isler.iter_mut().enumerate() {
                if k.hal == Hal::Yuruyor && t - k.basladi >= s.kira {
                    let (adim, gecikme, bosa) = (k.adim, t - (k.basladi + 1), k.yapildi);
                    iz.olay(|| Olay::YenidenSurdu { is, adim, gecikme, bosa }); // boşa: iş ikinci kez
                    (k.deneme, k.hal) = (k.deneme + 1, Hal::Bekliyor);
                }
            }
        }
        for (is, k) in self.isler.iter_mut().enumerate().filter(|(_, k)| k.hal == Hal::Bekliyor) {
            // zamanlayıcı: bekleyen işi bitirir, eşiği aşanı telafi eder ya da adımı başlatır
            if k.adim >= ADIM.len() {
                k.hal = Hal::Bitti;
                iz.olay(|| Olay::Bitti { is });
            } else if k.deneme >= s.deneme_siniri {
                k.hal = Hal::Telafi; // eşik aşıldı: tamamlanmış adımlar telafi edilir
                iz.olay(|| Olay::TelafiEdildi { is, adim_sayisi: k.adim });
            } else {
                (k.hal, k.basladi) = (Hal::Yuruyor, t);
                iz.olay(|| Olay::Baslatti { is, adim: k.adim, deneme: k.deneme });
            }
        }
    }
}
