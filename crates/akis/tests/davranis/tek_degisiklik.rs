//! The single changes `olc` finds against an independent replay: for every job, a step's message
//! (the job fails there, or no longer does) and each compensation message set to each other fate,
//! the whole schedule written out from the model's own faults per job, and each rerun by `olc`.

use akis::{ADIM, Akis, Ariza, HATA, ISLER, Servis, Zamanlama};
use cekirdek::Kume;
use deneme::{TekDegisiklik, tek_degisiklikleri_dene};

/// A compensation message's fates, as the notation writes them and as `olc` names them.
const FATELER: [(Option<&str>, &str); 4] = [
    (None, "ulaşır"),
    (Some("kayip"), "kaybolur"),
    (Some("cift"), "iki kez ulaşır"),
    (Some("abonesiz"), "duyulmaz"),
];

/// Job `is`'s faults under schedule `ariza` (`None`: the lesson's): its failing step, and the
/// fate of each step's compensation message, every service subscribed but those the schedule
/// says do not hear.
fn isin(ariza: Option<&str>, is: usize) -> (Option<usize>, [Option<&'static str>; ADIM.len()]) {
    let hepsi = Kume::ilk(Servis::HEPSI.len());
    let a: Ariza = match ariza {
        Some(z) => z.parse::<Zamanlama>().expect("a schedule").ariza(is, hepsi),
        None => {
            let hata = HATA.iter().find(|h| h.0 == ISLER[is]);
            Ariza {
                hata: hata.map(|h| ADIM.iter().position(|a| a.ad == h.1).unwrap()),
                abone: hepsi,
                ..Ariza::default()
            }
        }
    };
    let kader = std::array::from_fn(|j| {
        let v = ADIM[j].servis as usize;
        if !a.abone.icerir(v) {
            Some("abonesiz")
        } else if a.kayip.icerir(v) {
            Some("kayip")
        } else if a.cift.icerir(v) {
            Some("cift")
        } else {
            None
        }
    });
    (a.hata, kader)
}

/// The whole schedule from each job's faults.
fn yaz(isler: &[(Option<usize>, [Option<&str>; ADIM.len()])]) -> String {
    let mut parcalar = Vec::new();
    for (is, (hata, kader)) in isler.iter().enumerate() {
        let Some(h) = hata else { continue };
        parcalar.push(format!("{}:{}=hata", ISLER[is], ADIM[*h].ad));
        for j in 0..*h {
            if let Some(k) = kader[j] {
                parcalar.push(format!("{}:{}={k}", ISLER[is], ADIM[j].ad));
            }
        }
    }
    if parcalar.is_empty() { "yok".into() } else { parcalar.join(",") }
}

/// Every single change of schedule `ariza`.
fn hepsi(ariza: Option<&str>) -> Vec<TekDegisiklik> {
    let taban: Vec<_> = (0..ISLER.len()).map(|is| isin(ariza, is)).collect();
    let mut hepsi = Vec::new();
    for is in 0..ISLER.len() {
        let mut ekle = |yeni: (Option<usize>, [Option<&str>; ADIM.len()]), hucre: String, deger| {
            let mut isler = taban.clone();
            isler[is] = yeni;
            hepsi.push((hucre, deger, yaz(&isler)));
        };
        match taban[is].0 {
            None => {
                for (i, adim) in ADIM.iter().enumerate() {
                    ekle(
                        (Some(i), [None; ADIM.len()]),
                        format!("{}:{}=adim", ISLER[is], adim.ad),
                        "hata verir",
                    );
                }
            }
            Some(h) => {
                ekle(
                    (None, [None; ADIM.len()]),
                    format!("{}:{}=adim", ISLER[is], ADIM[h].ad),
                    "hata vermez",
                );
                for j in (0..h).filter(|&j| ADIM[j].telafi.is_some()) {
                    for (ne, deger) in FATELER {
                        if ne == taban[is].1[j] {
                            continue;
                        }
                        let mut kader = taban[is].1;
                        kader[j] = ne;
                        ekle(
                            (Some(h), kader),
                            format!("{}:{}=telafi", ISLER[is], ADIM[j].ad),
                            deger,
                        );
                    }
                }
            }
        }
    }
    hepsi
}

#[test]
fn tek_degisiklikler_bagimsiz_tekrarla_ayni() {
    let yazili =
        ["S3:fatura=hata,S3:tarife=kayip", "S1:bildirim=hata,S3:indirim=cift,S3:fatura=hata"];
    for (args, ariza) in [
        (vec![], None),
        (vec!["--eksik-abone", "sozlesme"], None),
        (vec!["--ariza", yazili[0]], Some(yazili[0])),
        (vec!["--ariza", yazili[1]], Some(yazili[1])),
    ] {
        let d = hepsi(ariza);
        assert!(d.len() > 30, "{} changes", d.len());
        tek_degisiklikleri_dene::<Akis>(&args, &d);
    }
}
