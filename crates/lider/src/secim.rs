//! Kira süresine dayalı lider seçimi (`secim.mjs`): tur tabanlı, süreç içi model. Tur soyut bir
//! adımdır; duraklama, kira ve yenileme aralık parametreleridir, ölçülmüş süre değildir. Model
//! bir turu ilerleten adım fonksiyonudur ([`Durum::tur`]): o turda kimlere ulaşılamadığını
//! dışarıdan alır, verdiği her kararı bir olay olarak bildirir. Dersin kendi arıza zamanlaması
//! [`mod@crate::kosum`]'dadır.

use crate::olay::{Olay, Parti};
use crate::secenek::{DUGUM, Secenek};
use cekirdek::{Iz, Kume};

/// Gün sonu partisinin başlatılması gereken turlar.
pub const TETIK: [u32; 4] = [6, 12, 18, 24];
/// Bir koşumun en çok düğüm sayısı: her düğümün belirtecini tutan dizinin boyu.
pub const DUGUM_UST: usize = DUGUM.aralik.ust as usize;

/// Paylaşılan kalıcı kayıt.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Kayit {
    /// Kayıttaki lider.
    pub lider: usize,
    /// Liderin kirasını en son yenilediği tur.
    pub son_yenileme: u32,
    /// Verilen son çitleme belirteci.
    pub belirtec: u16,
}

/// Bir turdan ötekine taşınan her şey.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Durum {
    /// Oynanan son tur (ilk turdan önce 0).
    pub tur: u32,
    /// Paylaşılan kalıcı kayıt.
    pub kayit: Kayit,
    /// Kendini lider sanan düğümler.
    pub inanan: Kume,
    /// Her düğümün son devralmasında aldığı belirteç.
    pub belirtec: [u16; DUGUM_UST],
    /// Kalıcı tetikte kayıtta bekleyen istekler.
    pub bekleyen: u32,
    /// Son isteğin kayda düştüğü tur.
    pub bekleyen_tur: u32,
}

impl Default for Durum {
    /// İlk turdan önce: düğüm 0 belirteç 1'le lider ve kendini lider sanıyor.
    fn default() -> Self {
        let mut belirtec = [0; DUGUM_UST];
        belirtec[0] = 1;
        let kayit = Kayit { lider: 0, son_yenileme: 0, belirtec: 1 };
        Durum { tur: 0, kayit, inanan: Kume::tek(0), belirtec, bekleyen: 0, bekleyen_tur: 0 }
    }
}

impl Durum {
    /// Bir tur: `ulasilamayan`'daki düğümlere bu tur ulaşılamaz; her karar `iz`'e bildirilir.
    #[inline]
    pub fn tur(&mut self, s: &Secenek, ulasilamayan: Kume, iz: &mut impl Iz<Olay>) {
        let (t, lider) = (self.tur + 1, self.kayit.lider);
        self.tur = t;
        // lider ulaşılabiliyorsa kirasını yeniliyor
        let yeniledi = !ulasilamayan.icerir(lider);
        iz.ayrinti(|| Olay::TurBasi { lider, yeniledi, ulasilamayan });
        if yeniledi {
            self.kayit.son_yenileme = t;
        }
        // kira doldu: ulaşılabilen ilk düğüm üstleniyor, belirteç bir artıyor
        let bekleme = t - self.kayit.son_yenileme;
        if bekleme >= s.kira {
            match Kume::ilk(s.dugum as usize).fark(ulasilamayan).olmadan(lider).en_kucuk() {
                Some(yeni) => {
                    let belirtec = self.kayit.belirtec + 1;
                    self.kayit = Kayit { lider: yeni, son_yenileme: t, belirtec };
                    (self.inanan, self.belirtec[yeni]) = (self.inanan.ile(yeni), belirtec);
                    iz.olay(|| Olay::Devralma { dugum: yeni, belirtec, bekleme });
                }
                None => iz.olay(|| Olay::DevralanYok { bekleme }),
            }
        }
        // çalışan: lider sanan, ulaşılabilen düğümler; çitleme eski belirteçlinin işini reddediyor
        let calisan = self.inanan.fark(ulasilamayan);
        let eski = |&d: &usize| self.belirtec[d] < self.kayit.belirtec;
        let reddedilen = if s.citleme { calisan.iter().filter(eski).collect() } else { Kume::BOS };
        let kabul = calisan.fark(reddedilen);
        iz.olay(|| Olay::Calisan { dugumler: calisan, reddedilen });
        iz.ayrinti(|| Olay::inananlar(self.kayit.lider, self.inanan, &self.belirtec));
        if TETIK.contains(&t) {
            // gün sonu partisi: kabul edilen her lider bir kez başlatıyor; kimse yoksa kaçıyor
            // ya da, kalıcı tetikte, kayda düşüyor
            let parti = match kabul.sayi() {
                0 if s.kalici_tetik => {
                    (self.bekleyen, self.bekleyen_tur) = (self.bekleyen + 1, t);
                    Parti::KaydaDustu { bekleyen: self.bekleyen }
                }
                0 => Parti::Kacti,
                kac_kez => Parti::Baslatildi { kac_kez },
            };
            iz.olay(|| Olay::Parti { parti });
        } else if self.bekleyen > 0 && !kabul.bos_mu() {
            // kalıcı tetik: yeni lider kayıttaki istekleri devralıyor, hepsi için bir kez
            let (gecikme, bekleyen) = (t - self.bekleyen_tur, std::mem::take(&mut self.bekleyen));
            iz.olay(|| Olay::Parti { parti: Parti::GecBaslatildi { gecikme, bekleyen } });
        }
        if t % s.yenileme == 0 {
            // düğümler kaydı okuyor; lider olmadığını gören inancını bırakıyor
            for dugum in calisan.olmadan(self.kayit.lider).iter() {
                self.inanan = self.inanan.olmadan(dugum);
                iz.olay(|| Olay::Birakti { dugum });
            }
        }
    }
}
