//! The fewest-faults search held to an enumeration that does not use it: every timing a
//! design's bounds allow, written as a reader writes it (`--ariza`), run in-process through the
//! lesson's own run ([`ders::ozellik::hukumler`]), not through the checker's states.

use arama::en_az::{EnAz, en_az, tum_enkucukler};
use arama::{Denetim, Tasarim, Yazim};
use ders::ozellik::{Nokta, Ozellikli, hukumler};
use std::collections::BTreeSet;

/// A timing as a reader writes it (`--ariza`), and its faults.
pub type Zamanlama = (String, u32);

/// A schedule in its canonical writing: read as `olc --ariza` reads it, written again.
fn yazi<D: Denetim>(ariza: &str) -> String {
    let y: <D::Model as Yazim>::Yazili =
        ariza.parse().unwrap_or_else(|e| panic!("--ariza '{ariza}' okunamadı: {e}"));
    y.to_string()
}

/// For each design of `tasarimlar` and each of the lesson's claims, the search's fewest faults
/// against the enumeration: `zamanlamalar(m, n)` gives every timing design `m`'s bounds allow
/// with at most `n` faults, `secenek(m, ariza)` the lesson's options that run it, `sayilir` the
/// points of the run that are the model's part (a claim broken past them is not broken by the
/// model's faults). A claim the search breaks with `k` faults: no timing of fewer breaks it,
/// and the timings of `k` that do (each breaks it, so each is its own prefix up to the break)
/// are the brute-force minimal paths written down, as many as the search counted, its first
/// among them and the first of the brute force's in the declared order; one it finds no timing
/// for: none of at most `hicbiri` faults breaks it. Returns each design's claims' fewest faults
/// (`None`: none, or not decided), for the test to pin.
pub fn en_az_sayimla<D: Denetim>(
    tasarimlar: &[Tasarim<D::Model>],
    zamanlamalar: impl Fn(&D::Model, u32) -> Vec<Zamanlama>,
    secenek: impl Fn(&D::Model, &str) -> D::Secenek,
    sayilir: impl Fn(Nokta) -> bool,
    hicbiri: u32,
) -> Vec<(String, Vec<Option<u32>>)> {
    let mut ozet = Vec::new();
    for t in tasarimlar {
        let m = &t.model;
        let r = en_az(m, &mut |_| true);
        let en_cok = r
            .bulgular
            .iter()
            .map(|b| match &b.sonuc {
                EnAz::Bulundu(o) => o.ariza + 1,
                _ => hicbiri,
            })
            .max()
            .unwrap_or(0);
        // each timing with at most `en_cok` faults, and the claims it breaks (shows)
        let kosulan: Vec<(String, u32, Vec<bool>)> = zamanlamalar(m, en_cok)
            .into_iter()
            .map(|(ariza, n)| {
                let h = hukumler::<D>(&secenek(m, &ariza))
                    .unwrap_or_else(|_| panic!("{}: --ariza '{ariza}' koşmadı", t.kontrol));
                let bozar = h.iter().map(|n| n.is_some_and(&sayilir)).collect();
                (yazi::<D>(&ariza), n, bozar)
            })
            .collect();
        let mut satir = Vec::new();
        for (i, b) in r.bulgular.iter().enumerate() {
            let ad = format!("{} / {}", t.kontrol, b.ozellik);
            let bozan = |n: u32| -> BTreeSet<&str> {
                kosulan.iter().filter(|z| z.1 == n && z.2[i]).map(|z| z.0.as_str()).collect()
            };
            match &b.sonuc {
                EnAz::KararVerilemez => satir.push(None),
                EnAz::Hicbiri => {
                    for n in 0..=hicbiri {
                        assert!(
                            bozan(n).is_empty(),
                            "{ad}: arama hiçbiri diyor, {n} arızalık bozan var: {:?}",
                            bozan(n)
                        );
                    }
                    satir.push(None);
                }
                EnAz::Bulundu(o) => {
                    for n in 0..o.ariza {
                        assert!(
                            bozan(n).is_empty(),
                            "{ad}: arama {} diyor, {n} arızalık bozan var: {:?}",
                            o.ariza,
                            bozan(n)
                        );
                    }
                    let enkucukler = bozan(o.ariza);
                    let yollar = tum_enkucukler(m, b.ozellik, o.ariza);
                    // the declared order's first: the fewest steps, then the model's order of
                    // choices step by step (the brute force's depth-first order)
                    let en_kisa = yollar.iter().map(Vec::len).min();
                    let ilk_kaba = yollar.iter().find(|y| Some(y.len()) == en_kisa);
                    assert_eq!(Some(&o.yol), ilk_kaba, "{ad}: ilk en az arızalı sıra");
                    let kaba: BTreeSet<String> =
                        yollar.iter().map(|y| m.yazili(y).to_string()).collect();
                    let kaba: BTreeSet<&str> = kaba.iter().map(String::as_str).collect();
                    assert_eq!(enkucukler, kaba, "{ad}: sayım ile arama yolları farklı");
                    assert_eq!(enkucukler.len() as u64, o.sayi, "{ad}: en az arızalı sıra sayısı");
                    let ilk = m.yazili(&o.yol).to_string();
                    assert!(enkucukler.contains(ilk.as_str()), "{ad}: ilk sıra {ilk} sayımda yok");
                    satir.push(Some(o.ariza));
                }
            }
        }
        ozet.push((t.kontrol.clone(), satir));
    }
    ozet
}

/// The claims of lesson `D`, in order, for a report beside [`en_az_sayimla`]'s.
pub fn iddia_adlari<D: Ozellikli>() -> Vec<&'static str> {
    D::OZELLIKLER.iter().map(|o| o.ad).collect()
}
