//! Each lesson as a check of every timing knows it, without a checker crate: the lesson's
//! options it takes, the fault-shaping flags it ignores, and one call that checks the lesson's
//! own model under some bounds with those options by [`crate::arama`], telling its progress.
//! The book's page runs it; `kesif` reads the same options.

use crate::arama::{Ilerleme, ara};
use crate::karar::{IddiaKarari, Karar};
use crate::model::DersModeli;
use crate::sinir::{SinirTanimi, Sinirlar, Yapilandirma};
use crate::{akis, denetci, lider, tekrar};
use cekirdek::Tam;
use ders::Ders;

/// A check of every timing with a reader's options: the configurations' verdicts, and whether
/// the reader stopped it (then the verdicts are of the configurations finished).
pub type Denetim =
    fn(&Sinirlar, &[(&str, u32)], &mut dyn FnMut(Ilerleme) -> bool) -> (Vec<Karar>, bool);

/// A lesson as a check of every timing knows it.
pub struct DersIddiasi {
    /// The lesson, by its package name.
    pub ad: &'static str,
    /// The lesson's options the check takes.
    pub secenekler: &'static [&'static Tam],
    /// The lesson's flags the check ignores (they shape the faults, which it chooses itself).
    pub yok_sayilan: &'static [&'static str],
    /// The bounds a reader may set in the book's page.
    pub sinirlar: &'static [SinirTanimi],
    /// The check.
    pub denetle: Denetim,
    /// Why a page cannot check these options in good time, if it cannot.
    pub sayfaya_sigmaz: fn(&[(&str, u32)]) -> Option<String>,
}

/// Most rounds a page's check of denetci explores: the supervisor's run lasts as long as its
/// options say (`DenetciModeli::sinir`), and a much longer one would not end in good time there.
pub const SAYFA_TURU: u32 = 120;

/// Koreografi ve Orkestrasyon: its claims as the checker sees them.
pub static AKIS: DersIddiasi = DersIddiasi {
    ad: <::akis::Akis as Ders>::AD,
    secenekler: &akis::SECENEKLER,
    yok_sayilan: &akis::YOK_SAYILAN,
    sinirlar: &[SinirTanimi {
        anahtar: "butce",
        anlam: "kayıp ya da çift telafi iletisi bütçesi",
        varsayilan: 2,
        alt: 0,
        ust: 6,
        neden: "tek işin telafileri bundan fazla ileti arızası almaz (durumlar 2 bütçeden sonra \
                değişmez)",
    }],
    denetle: |s, d, devam| hepsi(akis::secenekli(s, d), devam),
    sayfaya_sigmaz: |_| None,
};

/// Zamanlayici-Araci-Denetci: its claims as the checker sees them.
pub static DENETCI: DersIddiasi = DersIddiasi {
    ad: <::denetci::Denetci as Ders>::AD,
    secenekler: &denetci::SECENEKLER,
    yok_sayilan: &denetci::YOK_SAYILAN,
    sinirlar: &[
        SinirTanimi {
            anahtar: "arizaliIs",
            anlam: "arızalı iş sayısı",
            varsayilan: 2,
            alt: 1,
            ust: 3,
            neden: "her iş durumları 3-4 katına çıkarır (3 iş 104 bin, 4 iş 281 bin durum)",
        },
        SinirTanimi {
            anahtar: "butce",
            anlam: "arıza bütçesi (asılı ya da kalıcı)",
            varsayilan: 4,
            alt: 0,
            ust: 5,
            neden: "her arıza durumları iki katına çıkarır (3 arızalı işle bütçe 5: 368 bin durum)",
        },
    ],
    denetle: |s, d, devam| hepsi(denetci::secenekli(s, d), devam),
    sayfaya_sigmaz: |d| {
        let tur =
            denetci::secenekli(&Sinirlar::tam(), d).iter().map(|(_, m)| m.secenek().tur).max()?;
        (tur > SAYFA_TURU).then(|| {
            format!(
                "bu seçeneklerle denetçili koşu {tur} tur sürer, sayfa en çok {SAYFA_TURU} turu \
                 dener; daha uzunu için: cargo xtask kesif"
            )
        })
    },
};

/// Lider Secimi: its claims as the checker sees them.
pub static LIDER: DersIddiasi = DersIddiasi {
    ad: <::lider::Lider as Ders>::AD,
    secenekler: &lider::SECENEKLER,
    yok_sayilan: &lider::YOK_SAYILAN,
    sinirlar: &[
        SinirTanimi {
            anahtar: "dugum",
            anlam: "her kümesi ulaşılamaz olabilen düğüm sayısı",
            varsayilan: 3,
            alt: 2,
            ust: 4,
            neden: "her düğüm durumları 6-8 katına çıkarır: 5 düğümde 3,6 milyon durum ve 89 \
                    milyon adım, bu sayfada iki dakika kadar",
        },
        SinirTanimi {
            anahtar: "ayniAnda",
            anlam: "5 düğümde aynı anda en çok ulaşılamaz düğüm",
            varsayilan: 2,
            alt: 1,
            ust: 2,
            neden: "5 düğümde aynı anda 3 ve fazlası, her kümeninkine yaklaşır",
        },
    ],
    denetle: |s, d, devam| hepsi(lider::secenekli(s, d), devam),
    sayfaya_sigmaz: |_| None,
};

/// Every lesson, in course order (the test `her_ders_bir_kez` holds it to the lessons' list).
pub static DERSLER: &[&DersIddiasi] = &[&AKIS, &DENETCI, &LIDER];

/// Checks each configuration in turn, until the reader stops.
fn hepsi<M: DersModeli>(
    y: Vec<Yapilandirma<M>>,
    devam: &mut dyn FnMut(Ilerleme) -> bool,
) -> (Vec<Karar>, bool) {
    let mut kararlar = Vec::new();
    // the progress told is the whole check's: the configurations done, then this one
    let (mut durum, mut kesfedilen) = (0, 0);
    for (etiket, m) in y {
        let r = ara(&m, &mut |i: Ilerleme| {
            devam(Ilerleme { durum: durum + i.durum, kesfedilen: kesfedilen + i.kesfedilen, ..i })
        });
        durum += r.ilerleme.durum;
        kesfedilen += r.ilerleme.kesfedilen;
        if r.durdu {
            return (kararlar, true);
        }
        let iddialar = r
            .bulgular
            .iter()
            .map(|b| {
                let o = M::OZELLIKLER.iter().find(|o| o.ad == b.ozellik).expect("its own claim");
                // a path of the lesson's own model replays from its written schedule
                let t = b.yol.as_ref().filter(|_| m.kusur().is_none());
                let t = t.and_then(|y| tekrar(&m, o.ad, y).ok());
                IddiaKarari {
                    ozellik: o.ad.into(),
                    tur: o.tur.ad().into(),
                    bulundu: b.yol.is_some(),
                    ornek: b.yol.as_ref().map(|y| (y.len(), t.as_ref().map(|t| t.ariza.clone()))),
                    parca: t.map(|t| program::calistirma::parca(&t.bayraklar)),
                }
            })
            .collect();
        kararlar.push(Karar {
            ders: <M::Ders as Ders>::AD.into(),
            kontrol: etiket,
            kusur: m.kusur().map(|k| M::kusur_adi(k).into()),
            durum: r.ilerleme.durum,
            kesfedilen: r.ilerleme.kesfedilen,
            secenek: serde_json::to_value(m.secenek()).unwrap_or_default(),
            iddialar,
        });
    }
    (kararlar, false)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each bound's default is the report's: the page's check with no bound set is the report's.
    #[test]
    fn sinirlarin_varsayilani_raporunki() {
        for d in DERSLER {
            let verilen: Vec<(String, u32)> =
                d.sinirlar.iter().map(|t| (t.anahtar.to_string(), t.varsayilan)).collect();
            let s = Sinirlar::ile(d.sinirlar, &verilen).unwrap();
            let mut tam = Sinirlar::tam();
            // the budget left out is the lesson's own default
            if d.sinirlar.iter().any(|t| t.anahtar == "butce") {
                tam.butce = s.butce;
            }
            assert_eq!(s, tam, "{}", d.ad);
            let ilk = (d.denetle)(&s, &[], &mut |_| true).0;
            let bos = (d.denetle)(&Sinirlar::tam(), &[], &mut |_| true).0;
            assert_eq!(ilk, bos, "{}", d.ad);
        }
    }

    /// The lessons' one list and this one name the same lessons in the same order.
    #[test]
    fn her_ders_bir_kez() {
        let bu: Vec<&str> = DERSLER.iter().map(|d| d.ad).collect();
        let liste: Vec<&str> = ::dersler::DERSLER.iter().map(|d| d.ad()).collect();
        assert_eq!(bu, liste);
    }
}
