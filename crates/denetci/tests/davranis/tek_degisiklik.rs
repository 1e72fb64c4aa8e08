//! The single changes `olc` finds against an independent replay: every execution of a step that
//! some column's run makes (read off `olc --iz --json`'s events) set to each other outcome, the
//! whole schedule written out execution by execution from the model's own fault function, and
//! each rerun by `olc`.

use deneme::{TekDegisiklik, tek_degisiklikleri_dene};
use denetci::{ADIM, Denetci, Hal, ISLER, Kayit, Secenek, Sonuc, Zamanlama, dersin_arizasi};
use ders::Program;
use program::komut::kos;
use std::collections::BTreeSet;

/// The outcome the schedule of `s` gives job `is`'s step `adim` on its execution `k` (from 1).
fn sonuc(s: &Secenek, is: usize, adim: usize, k: u32) -> Sonuc {
    let kayit = Kayit { adim, hal: Hal::Yuruyor, basladi: 0, deneme: k - 1, yapildi: false };
    match &s.ariza {
        Some(z) => z.parse::<Zamanlama>().expect("a schedule").sonuc(is, &kayit),
        None => dersin_arizasi(is, &kayit),
    }
}

/// Every single change of the schedule of `s` (`args` as `olc` reads them).
fn hepsi(args: &[&str], s: &Secenek) -> Vec<TekDegisiklik> {
    let c = kos::<Denetci>(Program::Olc, &[args, &["--iz", "--json"]].concat());
    let j: serde_json::Value = serde_json::from_str(&c.cikti).expect("olc --iz --json");
    // the executions some column makes
    let mut yapilan = BTreeSet::new();
    for sutun in j["sutunlar"].as_array().expect("columns") {
        let mut sayi = std::collections::HashMap::new();
        for o in sutun["olaylar"].as_array().expect("events") {
            if o["olay"] == "yurutuldu" || o["olay"] == "kayitDusmedi" {
                let is = ISLER.iter().position(|i| o["is"] == *i).expect("a job");
                let adim = ADIM.iter().position(|a| o["adim"] == *a).expect("a step");
                let k = sayi.entry((is, adim)).or_insert(0u32);
                *k += 1;
                yapilan.insert((is, adim, *k));
            }
        }
    }
    let en_cok = s.deneme_siniri; // a step runs at most the threshold's number of times
    let ad = |o: Sonuc| match o {
        Sonuc::Tamam => "tamam",
        Sonuc::Asili => "asılı",
        Sonuc::Kalici => "hata verir",
    };
    let mut hepsi = Vec::new();
    for &(is, adim, k) in &yapilan {
        for yeni in [Sonuc::Tamam, Sonuc::Asili, Sonuc::Kalici] {
            if yeni == sonuc(s, is, adim, k) {
                continue;
            }
            let mut parcalar = Vec::new();
            for (i, is_adi) in ISLER.iter().enumerate() {
                for (a, adim_adi) in ADIM.iter().enumerate() {
                    for n in 1..=en_cok {
                        let o = if (i, a, n) == (is, adim, k) { yeni } else { sonuc(s, i, a, n) };
                        let yazi = match o {
                            Sonuc::Tamam => continue,
                            Sonuc::Asili => "asili",
                            Sonuc::Kalici => "kalici",
                        };
                        parcalar.push(format!("{is_adi}:{adim_adi}#{n}={yazi}"));
                    }
                }
            }
            let ariza = if parcalar.is_empty() { "yok".into() } else { parcalar.join(",") };
            hepsi.push((format!("{}:{}#{k}", ISLER[is], ADIM[adim]), ad(yeni), ariza));
        }
    }
    hepsi
}

#[test]
fn tek_degisiklikler_bagimsiz_tekrarla_ayni() {
    let yazili = "S2:indirim#1-2=asili,S7:indirim#2-=kalici";
    for (args, s) in [
        (vec![], Secenek::default()),
        (vec!["--ariza", yazili], Secenek { ariza: Some(yazili.into()), ..Secenek::default() }),
        (vec!["--tarama", "1"], Secenek { tarama: 1, ..Secenek::default() }),
        (vec!["--deneme-siniri", "1"], Secenek { deneme_siniri: 1, ..Secenek::default() }),
    ] {
        let d = hepsi(&args, &s);
        assert!(d.len() > 60, "{} changes", d.len());
        tek_degisiklikleri_dene::<Denetci>(&args, &d);
    }
}
