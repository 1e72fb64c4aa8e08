//! The single changes `olc` finds against an independent replay: every node in every round of
//! the first table's runs made unreachable if it was reachable and reachable if it was not,
//! written out round by round from the run's own schedule, and each rerun by `olc`.

use deneme::{TekDegisiklik, tek_degisiklikleri_dene};
use lider::{Lider, Secenek};

/// Every single change of the schedule of `s` (its options as `olc` reads them), in the notation:
/// each node's unreachable rounds as ranges, from the set of (node, round) cells with one toggled.
fn hepsi(s: &Secenek) -> Vec<TekDegisiklik> {
    let hucreler: Vec<(u32, u32)> = (1..=s.tur)
        .flat_map(|t| {
            let u = lider::kosum::ulasilamayan(s, t);
            (0..s.dugum).filter(move |&d| u.icerir(d as usize)).map(move |d| (d, t))
        })
        .collect();
    let mut hepsi = Vec::new();
    for t in 1..=s.tur {
        for d in 0..s.dugum {
            let acik = hucreler.contains(&(d, t));
            let mut yeni: Vec<(u32, u32)> =
                hucreler.iter().copied().filter(|&h| h != (d, t)).collect();
            if !acik {
                yeni.push((d, t));
            }
            yeni.sort();
            let mut parcalar = Vec::new();
            let mut k = 0;
            while k < yeni.len() {
                let (dugum, bas) = yeni[k];
                let mut son = bas;
                while k + 1 < yeni.len() && yeni[k + 1] == (dugum, son + 1) {
                    (k, son) = (k + 1, son + 1);
                }
                parcalar.push(if bas == son {
                    format!("d{dugum}:{bas}")
                } else {
                    format!("d{dugum}:{bas}-{son}")
                });
                k += 1;
            }
            let ariza = if parcalar.is_empty() { "yok".into() } else { parcalar.join(",") };
            hepsi.push((
                format!("d{d}:{t}"),
                if acik { "ulaşılabilir" } else { "ulaşılamaz" },
                ariza,
            ));
        }
    }
    hepsi
}

#[test]
fn tek_degisiklikler_bagimsiz_tekrarla_ayni() {
    for (args, s) in [
        (vec![], Secenek::default()),
        // the double start falls in the last round: its cells flip the fencing claims
        (vec!["--tur", "12"], Secenek { tur: 12, ..Secenek::default() }),
        (
            vec!["--kira", "5", "--duraklama", "2"],
            Secenek { kira: 5, duraklama: 2, ..Secenek::default() },
        ),
        (
            vec!["--dugum", "3", "--tur", "14", "--ariza", "d0:3-4,d2:5"],
            Secenek {
                dugum: 3,
                tur: 14,
                ariza: Some("d0:3-4,d2:5".parse().unwrap()),
                ..Secenek::default()
            },
        ),
        (
            vec!["--ariza", "d0:6-10,d1:8-9"],
            Secenek { ariza: Some("d0:6-10,d1:8-9".parse().unwrap()), ..Secenek::default() },
        ),
    ] {
        let n = tek_degisiklikleri_dene::<Lider>(&args, &hepsi(&s));
        assert_eq!(n, (s.dugum * s.tur) as usize);
    }
}
