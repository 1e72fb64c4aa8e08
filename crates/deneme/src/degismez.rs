//! The lesson's invariants over the test grid: every one holds, except its documented findings.

use ders::Degismezler;
use ders::degismez::{Boy, tara};

/// Checks `D`'s invariants over its test grid ([`Boy::Kucuk`]): each one speaks
/// about some option set, and exactly the documented findings fail, each with the smallest
/// counterexample and reason given in `bulgular` (invariant, options, reason). Returns how many
/// option sets the grid holds.
pub fn degismezler_bulgular_disinda_tutar<D: Degismezler>(
    bulgular: &[(&str, D::Secenek, &str)],
) -> usize {
    let k = D::PLAN;
    let kos = |s: &D::Secenek| D::kosum(s).expect("grids lie inside the model's domain");
    let (izgara, taban) = (k.izgara(Boy::Kucuk), (k.taban)());
    let t = tara(&izgara, |n| izgara.kume(&taban, n), kos, k.degismezler, 2);
    let mut adlar: Vec<&str> = bulgular.iter().map(|b| b.0).collect();
    adlar.sort();
    let mut kayitli = k.bulgular.to_vec();
    kayitli.sort();
    assert_eq!(adlar, kayitli, "{}: sabitlenen bulgular PLAN.bulgular ile aynı olmalı", D::AD);
    for s in &t.sonuclar {
        assert!(s.denenen > 0, "{} {} hiç denenmedi", D::AD, s.ad);
        let beklenen = bulgular.iter().find(|b| b.0 == s.ad).map(|b| (b.1.clone(), b.2));
        let bulunan = s.karsi_ornek.as_ref().map(|(k, neden)| (k.clone(), neden.as_str()));
        assert_eq!(bulunan, beklenen, "{} {}", D::AD, s.ad);
    }
    t.kume
}
