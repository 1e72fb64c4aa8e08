//! Gun sonu ucretlendirme is akisinin surec ici modeli (`is.mjs`). Dort adim dort ayri serviste
//! yurur; her servis kendi islem sinirini kendi kapatir, ortak bir sinir yoktur. Model bir isin
//! bir adimini ilerleten adim fonksiyonudur ([`Durum::adim`]); dersin kendi hata cizelgesi
//! [`mod@crate::kosum`]'dadir.

use crate::iz::{Konu, Olay};
use crate::{Ariza, Durum, Kip, Kusur, Secenek, Servis};
use ders::Iz;

/// Bir adim: adi, yurudugu servis ve telafi adimi (geri alinamayan adimin telafisi yoktur).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Adim {
    /// Adimin adi.
    pub ad: &'static str,
    /// Adimi yuruten (koreografide telafi olayina abone olan) servis.
    pub servis: Servis,
    /// Telafi adimi; `None` ise adim geri alinamaz.
    pub telafi: Option<&'static str>,
}

/// Is akisinin adimlari, sirayla.
pub const ADIM: [Adim; 4] = [
    Adim { ad: "tarife", servis: Servis::Ucretlendirme, telafi: Some("tarife-iptal") },
    Adim { ad: "indirim", servis: Servis::Sozlesme, telafi: Some("indirim-iptal") },
    Adim { ad: "fatura", servis: Servis::Faturalama, telafi: Some("fatura-iptal") },
    Adim { ad: "bildirim", servis: Servis::Bildirim, telafi: None }, // geri alinamaz, bu yuzden sonda
];
/// Satici-gunleri: her biri bir is akisi.
pub const ISLER: [&str; 8] = ["S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8"];
/// Belirlenimli hata noktalari: (is, hata veren adim).
pub const HATA: [(&str, &str); 2] = [("S3", "fatura"), ("S7", "indirim")];

impl Durum {
    /// Bir adim: isin siradaki adimini yurutur ya da, hatadan sonra, kesinlesmis bir adimi
    /// tersten telafi eder; is bitince sonraki ise gecer. Her iletiyi ve karari `iz`'e bildirir.
    #[inline]
    pub fn adim(&mut self, s: &Secenek, ariza: &Ariza, iz: &mut impl Iz<Olay>) {
        let (ork, is, i) = (s.kip == Kip::Orkestrasyon, ISLER[self.is], self.sira);
        let mut olay = |olay: Olay| iz.olay(|| olay);
        let ileti = |kimden, kime, konu| Olay::Ileti { is, kimden, kime, konu };
        match self.hata {
            None if i < ADIM.len() => {
                let adim = ADIM[i].ad;
                if i == 0 && !ork {
                    olay(ileti(0, Some(1), Konu::IsBasladi)); // is akisini baslatan olay
                }
                if ork {
                    olay(ileti(0, Some(i + 1), Konu::Komut(adim))); // yurutucu -> servis komutu
                }
                if ariza.hata == Some(i) {
                    self.hata = Some(i); // hata yaniti ya da olayi
                    let konu = if ork { Konu::Hata } else { Konu::AdimHatasi(adim) };
                    olay(ileti(i + 1, Some(0), konu));
                    olay(Olay::HataVerdi { is, adim });
                } else {
                    (self.kalici[i], self.sira) = (self.kalici[i].ile(self.is), i + 1); // adim kendi sinirinda kesinlesti
                    // koreografi: adimin yayimladigi olay (sonrakine); orkestrasyon: yanit
                    let kime = if ork { Some(0) } else { (i + 2 <= ADIM.len()).then_some(i + 2) };
                    olay(ileti(i + 1, kime, if ork { Konu::Tamam } else { Konu::AdimBitti(adim) }));
                    olay(Olay::Kesinlesti { is, adim });
                }
            }
            None => {
                olay(Olay::Tamamlandi { is });
                self.sonraki_is();
            }
            Some(hata) => match (0..i).rev().find(|&j| ADIM[j].telafi.is_some()) {
                Some(j) => {
                    // orkestrasyon telafiyi kendisi cagirir; koreografide servis iptal olayina abonedir
                    let (a, v) = (ADIM[j], ADIM[j].servis as usize);
                    let abone = if ork {
                        j > 0 || !ariza.kusur(Kusur::IlkTelafiAtlanir)
                    } else {
                        ariza.abone.icerir(v) || ariza.kusur(Kusur::AbonelikYok)
                    };
                    // telafi iletisi kaybolabilir ya da iki kez ulasabilir
                    let (kayip, cift) = (abone && ariza.kayip.icerir(v), ariza.cift.icerir(v));
                    let ulasan = if !abone || kayip {
                        0
                    } else if cift {
                        2
                    } else {
                        1
                    };
                    for _ in 0..ulasan {
                        if ork {
                            olay(ileti(0, Some(j + 1), Konu::Iptal(a.ad))); // telafi komutu ve yaniti
                            olay(ileti(j + 1, Some(0), Konu::IptalTamam));
                        } else {
                            olay(ileti(hata + 1, Some(j + 1), Konu::Iptal(a.ad))); // iptal olayi
                        }
                    }
                    if ulasan > 0 {
                        self.kalici[j] = self.kalici[j].olmadan(self.is);
                    } else {
                        self.acik += 1; // kimse telafi etmedi, yazma kaldi
                    }
                    self.sira = j;
                    olay(Olay::Telafi { is, adim: a.ad, abone, kayip, cift: ulasan == 2 });
                }
                None => {
                    let (adim, kesinlesen, acik) = (ADIM[hata].ad, hata, self.acik);
                    olay(Olay::Durdu { is, adim, kesinlesen, acik });
                    self.sonraki_is();
                }
            },
        }
    }
}

/// Yapisal olculer: kip secildiginde bellidir, kosuma bagli degildir.
pub fn yapi(kip: Kip) -> [(&'static str, u32); 7] {
    let n = ADIM.len() as u32;
    let telafili = ADIM.iter().filter(|a| a.telafi.is_some()).count() as u32;
    let o = kip == Kip::Orkestrasyon;
    let sec = |ork: u32, kor: u32| if o { ork } else { kor };
    [
        ("is akisi tanimini tasiyan birim", sec(1, n)),
        ("is akisi durumunu tutan birim", sec(1, 0)),
        ("durumu okumak icin sorulan birim", sec(1, n)),
        ("telafi sorumlulugu tasiyan birim", sec(1, telafili)),
        ("sona adim eklenince degisen birim", sec(2, 1)),
        ("islem siniri", n),
        ("atomik geri alinabilen adim", 0),
    ]
}
