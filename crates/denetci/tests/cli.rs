//! The command line of `olc` and `hesap`: bad input ends with exit code 2, a message naming the
//! flag and nothing on stdout; good input prints the same figures in every format.

use denetci::Secenek;
use denetci::cli::{HesapArg, OlcArg};
use denetci::rapor::{Hesap, OLCULER, Olc, Varsayimlar};
use k01::arac::{Cikti, Liste, kos, reddet};
use k01::bicim::{Sayi, to_fixed};
use serde_json::Value;

/// Bad for both programs: (arguments, what the message must name).
const IKISINE_KOTU: &[(&str, &str)] = &[
    ("--tarama 0", "--tarama"),
    ("--tarama 10001", "--tarama"),
    ("--tarama -2", "--tarama"),
    ("--tarama iki", "--tarama"),
    ("--tarama", "--tarama"),
    ("--kira 0", "--kira"),
    ("--kira 1.5", "--kira"),
    ("--kira inf", "--kira"),
    ("--deneme-siniri 0", "--deneme-siniri"),
    ("--deneme-siniri 1001", "--deneme-siniri"),
    ("--deneme-siniri NaN", "--deneme-siniri"),
    ("--tur 100001", "--tur"),
    ("--tur -1", "--tur"),
    ("--tur 80 --tur 90", "--tur"),
    ("--denetci", "--denetci"),
    ("--json --markdown", "--json"),
    ("--markdown --json", "--markdown"),
    ("--bilinmeyen", "--bilinmeyen"),
    ("--tarama=", "--tarama"),
    ("fazla", "fazla"),
];

/// Bad for hesap only (K01's values).
const HESABA_KOTU: &[(&str, &str)] = &[
    ("--kk3=", "--kk3"),
    ("--kk3 0.005,,0.01", "--kk3"),
    ("--kk3 1.5", "--kk3"),
    ("--kk3 -0.1", "--kk3"),
    ("--kk3 NaN", "--kk3"),
    ("--kk2 0.02,0.04", "--kk2"),
    ("--kk2 2", "--kk2"),
    ("--kk2 inf", "--kk2"),
    ("--fatura-satiri 0", "--fatura-satiri"),
    ("--fatura-satiri -4000", "--fatura-satiri"),
];

#[test]
fn olc_kotu_girdiyi_reddeder() {
    let olca_kotu = [("--kk3 0.01", "--kk3")];
    let liste: Vec<_> = IKISINE_KOTU.iter().chain(&olca_kotu).collect();
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

fn json(s: &str) -> Value {
    serde_json::from_str(s).unwrap()
}

#[test]
fn olc_json_metinle_ayni() {
    let args = ["--kira", "3", "--deneme-siniri", "2"];
    let metin = kos::<OlcArg>("olc", &args).cikti;
    let j = json(&kos::<OlcArg>("olc", &[&args[..], &["--json"]].concat()).cikti);
    let taban: Secenek = serde_json::from_value(j["secenek"].clone()).unwrap();
    assert_eq!((taban.kira, taban.deneme_siniri), (3, 2));
    let r = Olc::hesapla(&taban).unwrap().rapor();
    assert_eq!(r.duz(), metin);
    let t = r.tablolar();
    for (i, o) in OLCULER.iter().enumerate() {
        for k in 0..2 {
            assert_eq!(t[0].satirlar[i][k + 1], j["sutunlar"][k]["olcum"][o.anahtar].to_string());
        }
    }
    for (i, satir) in t[1].satirlar.iter().enumerate() {
        let o = &j["taramaTaramasi"][i];
        assert_eq!(satir[0], o["secenek"]["tarama"].to_string());
        assert_eq!(satir[2], to_fixed(o["olcum"]["ortKurtarma"].as_f64().unwrap(), 2));
        assert_eq!(satir[5], o["olcum"]["okunanKayit"].to_string());
    }
}

#[test]
fn hesap_json_metinle_ayni() {
    let args = [
        "--kk3",
        "0.001,0.02,0.3",
        "--kk2",
        "0.05",
        "--fatura-satiri",
        "3000",
        "--deneme-siniri",
        "4",
    ];
    let metin = kos::<HesapArg>("hesap", &args).cikti;
    let j = json(&kos::<HesapArg>("hesap", &[&args[..], &["--json"]].concat()).cikti);
    let taban: Secenek = serde_json::from_value(j["secenek"].clone()).unwrap();
    let v = Varsayimlar {
        fatura_satiri: Sayi(3000.0),
        kk2: Sayi(0.05),
        kk3: Liste(vec![0.001, 0.02, 0.3]),
    };
    assert_eq!(j["varsayimlar"], serde_json::to_value(&v).unwrap());
    let r = Hesap::hesapla(&taban, &v).unwrap().rapor();
    assert_eq!(r.duz(), metin);
    for (i, satir) in r.tablolar()[0].satirlar.iter().enumerate() {
        let s = &j["satirlar"][i];
        assert_eq!(satir[2], to_fixed(s["yenidenSurme"].as_f64().unwrap(), 0));
        assert_eq!(satir[5], format!("%{}", to_fixed(s["isOraniYuzde"].as_f64().unwrap(), 2)));
    }
}

#[test]
fn markdown_ve_yardim() {
    let md = kos::<HesapArg>("hesap", &["--markdown"]).cikti;
    assert!(md.contains("|   KK3 | asili adim/gun |"), "{md}");
    assert!(
        md.contains("- tarama 1: ort kurtarma 1.00 tur, en kotu 1, son tur 8, okunan kayit 96"),
        "{md}"
    );
    let y =
        kos::<HesapArg>("hesap", &["-h"]).cikti.split_whitespace().collect::<Vec<_>>().join(" ");
    for parca in [
        "--deneme-siniri <N>",
        "1..=1000; varsayilan 3",
        "--kk3 <ORANLAR>",
        "varsayilan 0.005,0.01",
        "satirlar[]: kk3",
    ] {
        assert!(y.contains(parca), "{parca:?} yok:\n{y}");
    }
}
