//! The fewest faults that break each claim, held to an enumeration that does not use the
//! search: one job (S1) with a budget of 2 lost or doubled messages, every failing step and
//! every fate of each compensation message, with up to the minimum plus one fault, written as
//! `--ariza` writes it and run through the lesson's own run (its first job's points).

use akis::{ADIM, Akis, ISLER, Kip, Secenek};
use arama::{Denetim, Model, Sinirlar};

const BUTCE: u32 = 2;

/// Every schedule of job S1 with at most `n` faults in mode `kip`: no failure, or a failure at
/// some step and each compensation message before it delivered, unheard (choreography only),
/// lost or doubled, at most [`BUTCE`] of them lost or doubled.
fn zamanlamalar(kip: Kip, n: u32) -> Vec<(String, u32)> {
    let is = ISLER[0];
    let mut hepsi = vec![("yok".to_string(), 0)];
    for h in 0..ADIM.len() {
        let mut parcalar: Vec<(Vec<String>, u32, u32)> =
            vec![(vec![format!("{is}:{}=hata", ADIM[h].ad)], 1, 0)];
        for adim in ADIM[..h].iter().filter(|a| a.telafi.is_some()) {
            let mut ile = Vec::new();
            for (p, k, ileti) in &parcalar {
                ile.push((p.clone(), *k, *ileti));
                for ne in ["abonesiz", "kayip", "cift"] {
                    let ileti = ileti + u32::from(ne != "abonesiz");
                    if (ne == "abonesiz" && kip != Kip::Koreografi) || ileti > BUTCE {
                        continue;
                    }
                    ile.push((
                        [p.clone(), vec![format!("{is}:{}={ne}", adim.ad)]].concat(),
                        k + 1,
                        ileti,
                    ));
                }
            }
            parcalar = ile;
        }
        hepsi.extend(
            parcalar.into_iter().filter(|(_, k, _)| *k <= n).map(|(p, k, _)| (p.join(","), k)),
        );
    }
    hepsi.retain(|(_, k)| *k <= n);
    hepsi
}

#[test]
fn en_az_ariza_sayimla_ayni() {
    let s = Sinirlar::kucuk().ile("butce", BUTCE);
    let tasarimlar = Akis::tasarimlar(&s, &[]);
    let ozet = deneme::en_az::en_az_sayimla::<Akis>(
        &tasarimlar,
        |m, n| zamanlamalar(m.secenek().kip, n),
        |m, a| Secenek { ariza: Some(a.to_string()), ..m.secenek().clone() },
        |(is, _)| is == 0,
        4,
    );
    // each design's claims, in the lesson's order: the fewest faults (None: no timing)
    let beklenen = [
        ("koreografi, 1 iş, bütçe 2", [None, Some(2), None, Some(2), Some(2)]),
        ("orkestrasyon, 1 iş, bütçe 2", [None, None, None, Some(2), Some(2)]),
    ];
    let beklenen: Vec<(String, Vec<Option<u32>>)> =
        beklenen.iter().map(|(t, s)| (t.to_string(), s.to_vec())).collect();
    assert_eq!(ozet, beklenen);
}
