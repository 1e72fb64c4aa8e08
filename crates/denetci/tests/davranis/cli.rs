//! The command line of `olc` and `hesap`: bad input ends with exit code 2, a message naming the
//! flag and nothing on stdout (every bad value the option declarations imply is tried for every
//! lesson in `crates/dersler/tests/komut_satiri.rs`; the cases here are this lesson's own); good
//! input prints the same figures in every format.

use cikti::Cikti;
use cikti::bicim::to_fixed;
use deneme::{metin_ve_json, reddet};
use denetci::rapor::{Hesap, Olc};
use denetci::{Denetci, Secenek};
use ders::Program::{Hesap as H, Olc as O};
use ders::secenek::Deger;
use ders::{HesapSonucu, OlcSonucu};
use program::komut::kos;

/// `--kk2` takes one value here (akis's takes a list), and `--denetci` is no flag: the columns
/// vary it.
#[test]
fn ozel_kotu_girdi() {
    reddet::<Denetci>(H, "--kk2 0.02,0.04", "--kk2").unwrap();
    reddet::<Denetci>(O, "--denetci", "--denetci").unwrap();
}

#[test]
fn olc_json_metinle_ayni() {
    let (metin, j) = metin_ve_json::<Denetci>(O, "--kira 3 --deneme-siniri 2");
    let taban: Secenek = serde_json::from_value(j["secenek"].clone()).unwrap();
    assert_eq!((taban.kira, taban.deneme_siniri), (3, 2));
    let r = Olc::hesapla(&taban).unwrap().rapor();
    assert_eq!(r.duz(), metin);
    let t = r.tablolar();
    for (i, o) in <denetci::Denetci as ders::Tablolar>::OLCULER.iter().enumerate() {
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
    let (metin, j) = metin_ve_json::<Denetci>(
        H,
        "--kk3 0.001,0.02,0.2 --kk2 0.05 --fatura-satiri 3000 --deneme-siniri 4",
    );
    let taban: Secenek = serde_json::from_value(j["secenek"].clone()).unwrap();
    let v = ders::varsayimlar::<Denetci>()
        .ile(&denetci::rapor::FATURA_SATIRI, Deger::Sayi(3000.0))
        .ile(&denetci::rapor::KK2, Deger::Sayi(0.05))
        .ile(&denetci::rapor::KK3, Deger::Liste(vec![0.001, 0.02, 0.2]));
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
    let md = kos::<Denetci>(H, &["--markdown"]).cikti;
    assert!(md.contains("|   KK3 | asili adim/gun |"), "{md}");
    assert!(
        md.contains("- tarama 1: ort kurtarma 1.00 tur, en kotu 1, son tur 8, okunan kayit 96"),
        "{md}"
    );
    let y = kos::<Denetci>(H, &["-h"]).cikti.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        y.contains("--kk2 <ORAN> KK2, K01'e eklenmez (Koreografi ve Orkestrasyon dersi koyar):"),
        "{y}"
    );
    assert!(
        y.contains("--kk3 <ORANLAR> KK3, K01'e eklenmez (Zamanlayıcı–Aracı–Denetçi dersi koyar)"),
        "{y}"
    );
    assert!(y.contains("satirlar[]: kk3"), "{y}");
}
