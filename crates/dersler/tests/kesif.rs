//! Every lesson's side of the check of every timing, as the lessons' one list gives them: the
//! `--ariza` notation covers every fault the checker's adversary may choose, and a page's check
//! with its bounds at their defaults is the report's.

use arama::{Denetim, Model, Sinirlar, Yazim, tekrar};

/// A small deterministic generator (the same paths every run).
struct Sayac(u64);

impl Sayac {
    fn sonraki(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (self.0 >> 33) as usize % n
    }
}

/// Walks `kac` random paths of each of lesson `D`'s own configurations at the small bounds to
/// their end and replays each from its written schedule; returns how many.
fn her_yol<D: Denetim>(kac: usize) -> usize {
    let mut sayac = Sayac(20);
    let mut denenen = 0;
    let y = D::yapilandirmalar(&Sinirlar::kucuk());
    for (etiket, m) in y.into_iter().filter(|(_, m)| m.kusur().is_none()) {
        let (_, ozellik) =
            arama::model::kosullar::<D::Model>().find(|(_, k)| k.denetlenir(&m)).expect("a claim");
        for _ in 0..kac {
            let (mut d, mut yol, mut secenekler) = (m.ilk().remove(0), Vec::new(), Vec::new());
            loop {
                secenekler.clear();
                m.eylemler(&d, &mut secenekler);
                if secenekler.is_empty() {
                    break;
                }
                let e = secenekler.swap_remove(sayac.sonraki(secenekler.len()));
                d = m.sonraki(&d, e.clone());
                yol.push(e);
            }
            let t = tekrar(&m, ozellik.ad(), &yol)
                .unwrap_or_else(|e| panic!("{} / {etiket}: {e}", D::AD));
            assert!(t.komut.contains("--ariza"), "{}", t.komut);
            // the written schedule reads back through the lesson's own notation
            let yazili = m.yazili(&yol).to_string();
            assert_eq!(
                yazili.parse::<<D::Model as Yazim>::Yazili>().map(|y| y.to_string()),
                Ok(yazili)
            );
            denenen += 1;
        }
    }
    denenen
}

/// [`her_yol`] for every lesson of the list.
macro_rules! her_dersin_yollari {
    ($($d:path),* $(,)?) => {
        vec![$((<$d as ders::Ders>::AD, her_yol::<$d>(300))),*]
    };
}

#[test]
fn her_yol_yazilir_ve_ayni_arizalari_secer() {
    for (ad, n) in dersler::her_ders!(her_dersin_yollari) {
        assert!(n >= 300, "{ad}: {n} paths");
    }
}

/// Each bound a page takes defaults to the report's: the page's check with every bound given
/// at its default is the report's check with none given, and a bound out of the page's range is
/// refused.
#[test]
fn sinirlarin_varsayilani_raporunki() {
    for d in dersler::DERSLER {
        let h = d.denetim();
        let verilen: Vec<(String, i64)> = h
            .sinirlar
            .iter()
            .filter_map(|t| t.sayfada())
            .map(|t| (t.anahtar.to_string(), t.varsayilan.into()))
            .collect();
        assert!(!verilen.is_empty(), "{}: no bound a page sets", d.ad());
        let s = Sinirlar::sayfadan(h.sinirlar, &verilen).unwrap();
        let ilk = (h.her_zamanlamada)(&s, &[], &mut |_| true).0;
        let bos = (h.her_zamanlamada)(&Sinirlar::tam(), &[], &mut |_| true).0;
        assert_eq!(ilk, bos, "{}", d.ad());
        assert!(!ilk.is_empty() && ilk.iter().all(|k| k.ders == d.ad()), "{}", d.ad());
        for t in h.sinirlar.iter().filter_map(|t| t.sayfada()) {
            for n in [i64::from(t.sayfa.ust) + 1, -1] {
                let disari = [(t.anahtar.to_string(), n)];
                let e = Sinirlar::sayfadan(h.sinirlar, &disari).unwrap_err();
                assert!(e.contains(&format!("({n} verildi)")), "{} {}: {e}", d.ad(), t.anahtar);
                // the hint to the command line only for a value above the range
                assert_eq!(e.contains("daha büyüğü için"), n > 0, "{e}");
            }
        }
    }
}

/// [`yapilandirmalar_ayrilir`] for every lesson of the list.
macro_rules! her_dersin_yapilandirmalari {
    ($($d:path),* $(,)?) => {
        vec![$(yapilandirmalar_ayrilir::<$d>()),*]
    };
}

/// Lesson `D`'s configurations under both bounds, by label and defect: a mutant that does not
/// name its defect (`Model::kusur`, `None` by default) would pass for the lesson's own model.
fn yapilandirmalar_ayrilir<D: Denetim>() -> Vec<String> {
    let mut tekrar = Vec::new();
    for s in [Sinirlar::kucuk(), Sinirlar::tam()] {
        let mut gorulen = std::collections::BTreeSet::new();
        for (etiket, m) in D::yapilandirmalar(&s) {
            let anahtar = (etiket, m.kusur());
            if !gorulen.insert(anahtar.clone()) {
                tekrar.push(format!("{}: {anahtar:?} iki kez", D::AD));
            }
        }
    }
    tekrar
}

#[test]
fn kusurlu_modeller_adlarini_soyler() {
    let tekrar: Vec<String> = dersler::her_ders!(her_dersin_yapilandirmalari).concat();
    assert!(tekrar.is_empty(), "{tekrar:?}");
}

/// A bound's page estimate (`SayfaSiniri::kesfedilen`) has one count for each value the page
/// takes, from `alt` to `ust`, or none at all.
#[test]
fn sayfa_tahmini_her_degere_bir_sayi() {
    for d in dersler::DERSLER {
        for t in d.denetim().sinirlar {
            let Some(s) = t.sayfa else { continue };
            let n = s.kesfedilen.len();
            assert!(n == 0 || n == (s.ust - s.alt + 1) as usize, "{}: {}: {n}", d.ad(), t.anahtar);
        }
    }
}
