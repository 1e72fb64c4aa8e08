//! Kira suresine dayali lider secimi: tur tabanli, surec ici model (`secim.mjs`). Tur soyut bir
//! adimdir; duraklama, kira ve yenileme aralik parametreleridir, olculmus sure degildir. Model
//! bir turu ilerleten adim fonksiyonudur ([`Durum::tur`]); o turun arizasini disaridan alir. Dersin
//! kendi ariza cizelgesi [`mod@crate::kosum`]'dadir.

use crate::iz::{Olay, Parti};
use crate::{Ariza, Durum, Kayit, Kusur, Secenek};
use ders::{Iz, Kume};

/// Gun sonu partisinin baslatilmasi gereken turlar.
pub const TETIK: [u32; 4] = [6, 12, 18, 24];
/// Ilk liderin (dugum 0) ulasilamaz kaldigi ilk tur.
pub const BAS: u32 = 6;

impl Durum {
    /// Bir tur: `ariza`'daki dugumlere ulasilamaz; her karari `iz`'e bildirir.
    #[inline]
    pub fn tur(&mut self, s: &Secenek, ariza: &Ariza, iz: &mut impl Iz<Olay>) {
        let (t, lider, ulasilamayan) = (self.tur + 1, self.kayit.lider, ariza.ulasilamaz);
        self.tur = t;
        // lider ulasilabiliyorsa kirasini yeniliyor
        let yeniledi = !ulasilamayan.icerir(lider);
        iz.ayrinti(|| Olay::TurBasi { lider, yeniledi, ulasilamayan });
        if yeniledi {
            self.kayit.son_yenileme = t;
        }
        let bekleme = t - self.kayit.son_yenileme;
        if bekleme >= s.kira {
            // kira doldu: ulasilabilen ilk dugum ustleniyor, belirtec bir artiyor; kimse yoksa kimse
            match Kume::ilk(s.dugum as usize).fark(ulasilamayan).olmadan(lider).en_kucuk() {
                Some(yeni) => {
                    let belirtec =
                        self.kayit.belirtec + u16::from(!ariza.kusur(Kusur::BelirtecArtmaz));
                    self.kayit = Kayit { lider: yeni, son_yenileme: t, belirtec };
                    (self.inanan, self.belirtec[yeni]) = (self.inanan.ile(yeni), belirtec);
                    iz.olay(|| Olay::Devralma { dugum: yeni, belirtec, bekleme });
                }
                None => iz.olay(|| Olay::DevralanYok { bekleme }),
            }
        }
        // calisan: kendini lider sanan ve ulasilabilen dugumler; citleme eski belirteclinin isini reddediyor
        let calisan = self.inanan.fark(ulasilamayan);
        let eski = |&d: &usize| self.belirtec[d] < self.kayit.belirtec;
        let citleme = s.citleme && !ariza.kusur(Kusur::CitlemeYok);
        let reddedilen = if citleme { calisan.iter().filter(eski).collect() } else { Kume::BOS };
        iz.olay(|| Olay::Calisan { dugumler: calisan, reddedilen });
        iz.ayrinti(|| Olay::inananlar(self));
        let kabul = calisan.fark(reddedilen);
        if TETIK.contains(&t) {
            // gun sonu partisi baslatilmali: her kabul edilen lider bir kez baslatir
            let parti = match kabul.sayi() {
                0 if s.kalici_tetik && !ariza.kusur(Kusur::TetikKaydedilmez) => {
                    (self.bekleyen, self.bekleyen_tur) = (self.bekleyen + 1, t);
                    Parti::KaydaDustu { bekleyen: self.bekleyen }
                }
                0 => Parti::Kacti,
                kac_kez => Parti::Baslatildi { kac_kez },
            };
            iz.olay(|| Olay::Parti { parti });
        } else if self.bekleyen > 0 && !kabul.bos_mu() {
            // kalici tetik: kayittaki istegi yeni lider ustleniyor (bekleyenlerin hepsi icin bir kez)
            let parti =
                Parti::GecBaslatildi { gecikme: t - self.bekleyen_tur, bekleyen: self.bekleyen };
            self.bekleyen = 0;
            iz.olay(|| Olay::Parti { parti });
        }
        if t % s.yenileme == 0 {
            // dugumler kaydi okuyor; lider olmadigini goren inancini birakiyor
            for dugum in calisan.olmadan(self.kayit.lider).iter() {
                self.inanan = self.inanan.olmadan(dugum);
                iz.olay(|| Olay::Birakti { dugum });
            }
        }
    }
}
