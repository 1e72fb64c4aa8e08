//! Each lesson as a check of every timing knows it, without a checker crate: the lesson's
//! options it takes, the fault-shaping flags it ignores, and one call that checks the lesson's
//! own model under some bounds with those options by [`crate::arama`], telling its progress.
//! The book's page runs it; `kesif` reads the same options.

use crate::arama::{Ilerleme, ara};
use crate::karar::{IddiaKarari, Karar};
use crate::model::DersModeli;
use crate::sinir::{Sinirlar, Yapilandirma};
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
    /// The check.
    pub denetle: Denetim,
}

/// Every lesson, in course order (the test `her_ders_bir_kez` holds it to the lessons' list).
pub static DERSLER: &[&DersIddiasi] = &[
    &DersIddiasi {
        ad: <::lider::Lider as Ders>::AD,
        secenekler: &lider::SECENEKLER,
        yok_sayilan: &lider::YOK_SAYILAN,
        denetle: |s, d, devam| hepsi(lider::secenekli(s, d), devam),
    },
    &DersIddiasi {
        ad: <::denetci::Denetci as Ders>::AD,
        secenekler: &denetci::SECENEKLER,
        yok_sayilan: &denetci::YOK_SAYILAN,
        denetle: |s, d, devam| hepsi(denetci::secenekli(s, d), devam),
    },
    &DersIddiasi {
        ad: <::akis::Akis as Ders>::AD,
        secenekler: &akis::SECENEKLER,
        yok_sayilan: &akis::YOK_SAYILAN,
        denetle: |s, d, devam| hepsi(akis::secenekli(s, d), devam),
    },
];

/// Checks each configuration in turn, until the reader stops.
fn hepsi<M: DersModeli>(
    y: Vec<Yapilandirma<M>>,
    devam: &mut dyn FnMut(Ilerleme) -> bool,
) -> (Vec<Karar>, bool) {
    let mut kararlar = Vec::new();
    for (etiket, m) in y {
        let r = ara(&m, devam);
        if r.durdu {
            return (kararlar, true);
        }
        let iddialar = r
            .bulgular
            .iter()
            .map(|b| {
                let o = M::OZELLIKLER.iter().find(|o| o.ad == b.ozellik).expect("its own claim");
                let ornek = b.yol.as_ref().map(|yol| {
                    let ariza =
                        m.kusur().is_none().then(|| tekrar(&m, o.ad, yol).ok().map(|t| t.ariza));
                    (yol.len(), ariza.flatten())
                });
                IddiaKarari {
                    ozellik: o.ad.into(),
                    tur: o.tur.ad().into(),
                    bulundu: b.yol.is_some(),
                    ornek,
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

    /// The lessons' one list and this one name the same lessons in the same order.
    #[test]
    fn her_ders_bir_kez() {
        let bu: Vec<&str> = DERSLER.iter().map(|d| d.ad).collect();
        let liste: Vec<&str> = ::dersler::DERSLER.iter().map(|d| d.ad()).collect();
        assert_eq!(bu, liste);
    }
}
