//! The command line of `olc` and `hesap`: bad input ends with exit code 2, a message naming the
//! flag and nothing on stdout; good input prints the same figures in every format.

use akis::Servis;
use akis::cli::{HesapArg, OlcArg};
use akis::rapor::{Hesap, OLCULER, Olc, Varsayimlar};
use k01::arac::{Cikti, Liste, kos, reddet};
use k01::bicim::{Sayi, to_fixed};
use serde_json::Value;

/// Bad for both programs: (arguments, what the message must name).
const IKISINE_KOTU: &[(&str, &str)] = &[
    ("--eksik-abone kargo", "--eksik-abone"),
    ("--eksik-abone Ucretlendirme", "--eksik-abone"),
    ("--eksik-abone", "--eksik-abone"),
    ("--eksik-abone=", "--eksik-abone"),
    ("--eksik-abone yok", "--eksik-abone"),
    ("--eksik-abone sozlesme --eksik-abone bildirim", "--eksik-abone"),
    ("--kip orkestrasyon", "--kip"),
    ("--json --markdown", "--json"),
    ("--bilinmeyen", "--bilinmeyen"),
    ("fazla", "fazla"),
];

/// Bad for hesap only (K01's values).
const HESABA_KOTU: &[(&str, &str)] = &[
    ("--fatura-satiri 0", "--fatura-satiri"),
    ("--fatura-satiri x", "--fatura-satiri"),
    ("--pencere-saat 0", "--pencere-saat"),
    ("--pencere-saat 25", "--pencere-saat"),
    ("--pencere-saat -4", "--pencere-saat"),
    ("--pencere-saat NaN", "--pencere-saat"),
    ("--tepe-yazma 0", "--tepe-yazma"),
    ("--tepe-yazma inf", "--tepe-yazma"),
    ("--kk2=", "--kk2"),
    ("--kk2 0.02,", "--kk2"),
    ("--kk2 1.01", "--kk2"),
    ("--kk2 -0.02", "--kk2"),
];

/// Bad for olc only: the K01 flags belong to hesap.
const OLCA_KOTU: &[(&str, &str)] = &[
    ("--fatura-satiri 4000", "--fatura-satiri"),
    ("--pencere-saat 4", "--pencere-saat"),
    ("--tepe-yazma 97.22", "--tepe-yazma"),
    ("--kk2 0.02", "--kk2"),
    ("--kk3 0.01", "--kk3"),
    ("--kk4 6", "--kk4"),
    ("--tur 3", "--tur"),
    ("--kira 3", "--kira"),
    ("--markdown --json", "--markdown"),
    ("-j", "-j"),
];

#[test]
fn olc_kotu_girdiyi_reddeder() {
    let liste: Vec<_> = IKISINE_KOTU.iter().chain(OLCA_KOTU).collect();
    assert!(liste.len() >= 20);
    for (args, bayrak) in liste {
        reddet::<OlcArg>("olc", args, bayrak).unwrap();
    }
}

#[test]
fn hesap_kotu_girdiyi_reddeder() {
    for (args, bayrak) in IKISINE_KOTU.iter().chain(HESABA_KOTU) {
        reddet::<HesapArg>("hesap", args, bayrak).unwrap();
    }
}

#[test]
fn bilinmeyen_servis_gecerli_adlari_listeler() {
    let s = kos::<OlcArg>("olc", &["--eksik-abone", "kargo"]);
    assert!(s.hata.contains("ucretlendirme, sozlesme, faturalama, bildirim"), "{}", s.hata);
}

fn json(s: &str) -> Value {
    serde_json::from_str(s).unwrap()
}

#[test]
fn olc_json_metinle_ayni() {
    let metin = kos::<OlcArg>("olc", &["--eksik-abone", "sozlesme"]).cikti;
    let j = json(&kos::<OlcArg>("olc", &["--eksik-abone", "sozlesme", "--json"]).cikti);
    assert_eq!(j["eksikAbone"], "sozlesme");
    assert_eq!(j["sutunlar"][1]["secenek"]["eksikAbone"], "sozlesme");
    let r = Olc::hesapla(Servis::Sozlesme).unwrap().rapor();
    assert_eq!(r.duz(), metin);
    for (i, o) in OLCULER.iter().enumerate() {
        for k in 0..3 {
            assert_eq!(
                r.tablolar()[0].satirlar[i][k + 1],
                j["sutunlar"][k]["olcum"][o.anahtar].to_string()
            );
        }
    }
    assert!(metin.contains(&format!("= {}", to_fixed(j["iletiOrani"].as_f64().unwrap(), 3))));
}

#[test]
fn hesap_json_metinle_ayni() {
    let args = [
        "--eksik-abone",
        "faturalama",
        "--pencere-saat",
        "6",
        "--kk2",
        "0.01,0.1",
        "--tepe-yazma",
        "50",
    ];
    let metin = kos::<HesapArg>("hesap", &args).cikti;
    let j = json(&kos::<HesapArg>("hesap", &[&args[..], &["--json"]].concat()).cikti);
    let v = Varsayimlar {
        pencere_saat: Sayi(6.0),
        kk2: Liste(vec![0.01, 0.1]),
        tepe_yazma: Sayi(50.0),
        ..Varsayimlar::default()
    };
    assert_eq!(j["varsayimlar"], serde_json::to_value(&v).unwrap());
    let r = Hesap::hesapla(Servis::Faturalama, &v).unwrap().rapor();
    assert_eq!(r.duz(), metin);
    for (i, satir) in r.tablolar()[0].satirlar.iter().enumerate() {
        let s = &j["satirlar"][i];
        assert_eq!(satir[2], to_fixed(s["telafiAdim"].as_f64().unwrap(), 0));
        assert_eq!(satir[3], to_fixed(s["telafisizAdim"].as_f64().unwrap(), 0));
    }
    assert!(metin.contains(&format!(
        "ileti akisi {}%",
        to_fixed(j["tepeYazmaPayiYuzde"].as_f64().unwrap(), 2)
    )));
}

#[test]
fn markdown_ve_yardim() {
    let md = kos::<OlcArg>("olc", &["--markdown"]).cikti;
    assert!(md.contains("- kor+eksik abone tarife=8 indirim=6 fatura=6 bildirim=6"), "{md}");
    assert!(md.contains("| yapisal olcu"), "{md}");
    let y = kos::<HesapArg>("hesap", &["--help"])
        .cikti
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    for parca in [
        "--eksik-abone <SERVIS>",
        "varsayilan ucretlendirme",
        "--pencere-saat <H>",
        "0 < H <= 24; varsayilan 4",
        "--tepe-yazma <R>",
        "varsayilan 97.22",
        "tanimBirimi: koreografi, orkestrasyon",
    ] {
        assert!(y.contains(parca), "{parca:?} yok:\n{y}");
    }
}
