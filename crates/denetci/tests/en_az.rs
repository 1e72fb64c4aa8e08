//! The fewest faults that break each claim, held to an enumeration that does not use the
//! search: one faulty job (S1) with a budget of 3, every choice of up to the minimum plus one of
//! its executions that hang or fail, written as `--ariza` writes it and run through the lesson's
//! own run.

use arama::{Denetim, Model, Sinirlar};
use denetci::{ADIM, Denetci, ISLER, Secenek};

const BUTCE: u32 = 3;

/// Every choice of at most `n` (and at most [`BUTCE`]) of job S1's executions, each hanging or
/// failing, as `S1:indirim#2=asili` and its size; executions up to the retry threshold, the
/// most a step runs (the notation refuses a later one).
fn zamanlamalar(s: &Secenek, n: u32) -> Vec<(String, u32)> {
    let hucreler: Vec<String> = ADIM
        .iter()
        .flat_map(|a| (1..=s.deneme_siniri).map(move |k| format!("{}:{a}#{k}", ISLER[0])))
        .collect();
    let mut hepsi: Vec<(Vec<String>, u32)> = vec![(Vec::new(), 0)];
    for h in &hucreler {
        let mut ile = Vec::new();
        for (p, k) in hepsi.iter().filter(|(_, k)| *k < n.min(BUTCE)) {
            for ne in ["asili", "kalici"] {
                ile.push(([p.clone(), vec![format!("{h}={ne}")]].concat(), k + 1));
            }
        }
        hepsi.extend(ile);
    }
    let yazi = |p: &[String]| if p.is_empty() { "yok".to_string() } else { p.join(",") };
    hepsi.iter().map(|(p, k)| (yazi(p), *k)).collect()
}

#[test]
fn en_az_ariza_sayimla_ayni() {
    let s = Sinirlar::kucuk().ile("arizaliIs", 1).ile("butce", BUTCE);
    let tasarimlar = Denetci::tasarimlar(&s, &[]);
    let ozet = deneme::en_az::en_az_sayimla::<Denetci>(
        &tasarimlar,
        |m, n| zamanlamalar(m.secenek(), n),
        |m, a| Secenek { ariza: Some(a.to_string()), ..m.secenek().clone() },
        |_| true,
        BUTCE,
    );
    // each design's claims, in the lesson's order: the fewest faults (None: no timing)
    let beklenen = [
        (
            "denetçi yok, 1 arızalı iş, bütçe 3, 41 tur",
            [Some(1), None, None, None, None, None, None, None],
        ),
        (
            "denetçi var, 1 arızalı iş, bütçe 3, 41 tur",
            [None, None, None, None, Some(1), Some(1), Some(1), Some(3)],
        ),
    ];
    let beklenen: Vec<(String, Vec<Option<u32>>)> =
        beklenen.iter().map(|(t, s)| (t.to_string(), s.to_vec())).collect();
    assert_eq!(ozet, beklenen);
}
