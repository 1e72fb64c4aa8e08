//! The command line of `olc` and `hesap`: bad input ends with exit code 2, a message naming the
//! flag and nothing on stdout (every bad value the option declarations imply is tried for every
//! lesson in `crates/dersler/tests/komut_satiri.rs`; the cases here are this lesson's own); good
//! input prints the same figures in every format.

use cikti::Cikti;
use cikti::bicim::to_fixed;
use deneme::{metin_ve_json, reddet};
use ders::Program::{Hesap as H, Olc as O};
use ders::secenek::Deger;
use ders::{HesapSonucu, OlcSonucu};
use lider::rapor::{Hesap, Olc, TARAMA_OLCULERI};
use lider::secenek::DUGUM;
use lider::{Lider, Secenek};
use program::komut::kos;
use rstest::rstest;
use serde_json::Value;

/// Bad input the declarations do not describe: exponent notation, a value with a sign.
#[rstest]
#[case(O, "--tur 1e3", "--tur")]
#[case(O, "--dugum 0x5", "--dugum")]
#[case(H, "--kk4 6,,12", "--kk4")]
#[case(H, "--fatura-satiri 2e9", "--fatura-satiri")]
fn ozel_kotu_girdi(#[case] p: ders::Program, #[case] args: &str, #[case] bayrak: &str) {
    reddet::<Lider>(p, args, bayrak).unwrap();
}

#[test]
fn aralik_mesaji_izin_verileni_soyler() {
    let s = kos::<Lider>(O, &["--dugum", "1"]);
    assert_eq!(
        s.hata.lines().next(),
        Some("lider olc: --dugum '1': 2<=N<=100 olan bir tam sayı olmalı")
    );
    assert_eq!(DUGUM.aralik.alt, 2);
}

#[rstest]
#[case::olc(&["--kira", "5", "--dugum", "3"])]
#[case::sinirlar(&["--dugum", "100", "--tur", "10000", "--kira", "1", "--yenileme", "1", "--duraklama", "10000"])]
fn olc_bayraklari_temel_senaryoyu_degistirir(#[case] args: &[&str]) {
    let s = kos::<Lider>(O, args);
    assert_eq!(s.kod, 0, "{}", s.hata);
    let json: Value =
        serde_json::from_str(&kos::<Lider>(O, &[args, &["--json"]].concat()).cikti).unwrap();
    let taban: Secenek = serde_json::from_value(json["secenek"].clone()).unwrap();
    assert_eq!(Olc::hesapla(&taban).unwrap().rapor().duz(), s.cikti);
}

#[test]
fn baslik_kullanilan_degerleri_soyler() {
    let s = kos::<Lider>(
        O,
        &["--dugum", "7", "--tur", "30", "--kira", "4", "--yenileme", "2", "--duraklama", "3"],
    );
    assert!(
        s.cikti.starts_with("7 dugum, 30 tur, kira 4, yenileme 2; lider dugum 6-8. turlarda"),
        "{}",
        s.cikti
    );
    let s = kos::<Lider>(O, &["--duraklama", "0"]);
    assert!(s.cikti.contains("lider dugum hic ulasilamaz kalmiyor"), "{}", s.cikti);
}

/// Every cell of olc's tables equals the figure at its place in `--json`.
#[rstest]
#[case::varsayilan(&[])]
#[case::degisik(&["--dugum", "4", "--yenileme", "5", "--tur", "40"])]
fn olc_json_metinle_ayni(#[case] args: &[&str]) {
    let json: Value =
        serde_json::from_str(&kos::<Lider>(O, &[args, &["--json"]].concat()).cikti).unwrap();
    let taban: Secenek = serde_json::from_value(json["secenek"].clone()).unwrap();
    let r = Olc::hesapla(&taban).unwrap().rapor();
    let t = r.tablolar();
    for (i, o) in <lider::Lider as ders::Tablolar>::OLCULER.iter().enumerate() {
        for j in 0..3 {
            assert_eq!(
                t[0].satirlar[i][j + 1],
                json["sutunlar"][j]["olcum"][o.anahtar].to_string()
            );
        }
    }
    for (i, satir) in t[1].satirlar.iter().enumerate() {
        for (j, (anahtar, _)) in TARAMA_OLCULERI.iter().enumerate() {
            for d in 0..2 {
                let kosum = &json["kiraTaramasi"][2 * i + d];
                assert_eq!(satir[0], kosum["secenek"]["kira"].to_string());
                assert_eq!(satir[1 + 5 * d + j], kosum["olcum"][anahtar].to_string());
            }
        }
    }
}

/// hesap's yearly figures are a day's windows over its rounds, the day the triggers span (24
/// rounds): any other round count would change them with nothing changed, so hesap refuses it
/// (olc runs any round count).
#[test]
fn hesap_yalniz_tetiklerin_gununu_kabul_eder() {
    for tur in ["25", "48", "12", "1"] {
        let s = kos::<Lider>(H, &["--tur", tur]);
        assert_eq!((s.kod, s.cikti.as_str()), (2, ""), "--tur {tur}");
        assert_eq!(
            s.hata.lines().next(),
            Some(
                format!(
                    "lider hesap: --tur '{tur}': hesap yalnız 24 turluk koşumu kabul eder: yıllık \
                     sayılar pencerelerin 24 tura oranıdır, tetikler de 6., 12., 18. ve 24. \
                     turlardadır (olc her tur sayısını koşar)"
                )
                .as_str()
            )
        );
    }
    assert_eq!(kos::<Lider>(H, &["--tur", "24"]).kod, 0);
    assert_eq!(kos::<Lider>(O, &["--tur", "48"]).kod, 0);
}

#[test]
fn hesap_json_metinle_ayni() {
    let (metin, json) = metin_ve_json::<Lider>(H, "--kk4 6,12,24 --fatura-satiri 1500 --kira 5");
    assert_eq!(json["varsayimlar"]["kk4"], serde_json::json!([6, 12, 24]));
    assert_eq!(json["varsayimlar"]["faturaSatiri"], 1500);
    let taban: Secenek = serde_json::from_value(json["secenek"].clone()).unwrap();
    assert_eq!(taban.kira, 5);
    let v = ders::varsayimlar::<Lider>()
        .ile(&lider::rapor::FATURA_SATIRI, Deger::Sayi(1500.0))
        .ile(&lider::rapor::KK4, Deger::Liste(vec![6.0, 12.0, 24.0]));
    let h = Hesap::hesapla(&taban, &v).unwrap();
    assert_eq!(h.rapor().duz(), metin);
    for (i, satir) in h.rapor().tablolar()[0].satirlar.iter().enumerate() {
        let j = &json["satirlar"][i];
        assert_eq!(satir[1], to_fixed(j["kacirilanParti"].as_f64().unwrap(), 2));
        assert_eq!(satir[2], to_fixed(j["uretilmeyenSatir"].as_f64().unwrap(), 0));
        assert_eq!(satir[4], to_fixed(j["ciftSatir"].as_f64().unwrap(), 0));
    }
}

#[test]
fn markdown_ayni_hucreleri_tasir() {
    let olc = Olc::hesapla(&Secenek::default()).unwrap().rapor();
    let hesap = Hesap::hesapla(&Secenek::default(), &ders::varsayimlar::<Lider>()).unwrap().rapor();
    for (r, md) in [
        (olc, kos::<Lider>(O, &["--markdown"]).cikti),
        (hesap, kos::<Lider>(H, &["--markdown"]).cikti),
    ] {
        for t in r.tablolar() {
            for hucre in t.satirlar.iter().flatten().chain(t.sutunlar.iter().map(|s| &s.baslik)) {
                let var = md.lines().any(|l| l.split('|').any(|h| h.trim() == hucre));
                assert!(var, "{hucre:?} yok:\n{md}");
            }
        }
        for satir in r.duz().lines().filter(|s| !s.starts_with(' ') && s.contains(':')) {
            assert!(md.contains(satir), "{satir:?} yok:\n{md}");
        }
    }
}

#[test]
fn yardim_ve_surum() {
    let y = kos::<Lider>(H, &["--help"]);
    assert_eq!(y.kod, 0);
    let metin = y.cikti.split_whitespace().collect::<Vec<_>>().join(" ");
    for parca in [
        "--dugum <N>",
        "(2<=N<=100; varsayılan 5)",
        "--kk4 <SAYILAR>",
        "varsayılan 6,12",
        "JSON anahtarları",
        "satirlar[]: kk4",
    ] {
        assert!(metin.contains(parca), "{parca:?} yok:\n{}", y.cikti);
    }
    let v = kos::<Lider>(O, &["--version"]);
    assert_eq!((v.kod, v.cikti.trim()), (0, concat!("lider olc ", env!("CARGO_PKG_VERSION"))));
}

/// `olc --iz` tells the lesson's story: the trigger missed in round 6, the takeover, two leaders
/// in rounds 11-12 with the double start, and under fencing the rejected work instead.
#[test]
fn iz_dersin_hikayesini_anlatir() {
    let s = kos::<Lider>(O, &["--iz"]);
    assert_eq!(s.kod, 0, "{}", s.hata);
    let bloklar: Vec<&str> = s.cikti.split("\n\n").collect();
    // three columns' stories, then the lesson's moments on them
    assert_eq!(bloklar.len(), 4);
    assert!(bloklar[3].starts_with("Dersle birlikte: "), "{}", bloklar[3]);
    let yalin = bloklar[0];
    assert!(yalin.starts_with("yalin: 5 düğüm, 24 tur"), "{yalin}");
    for olay in [
        "tur  6: lider d0 ulaşılamaz, kira yenilenmedi; lider yok; tetik: kimse başlatamadı, parti \
         KAÇTI",
        "tur  8: lider d0 ulaşılamaz, kira yenilenmedi; kira doldu: d1 devraldı (belirteç 2)",
        "tur 11: d1 kirayı yeniledi; İKİ LİDER: d0, d1\n",
        "tur 12: d1 kirayı yeniledi; İKİ LİDER: d0, d1; tetik: parti 2 KEZ başlatıldı",
    ] {
        assert!(yalin.contains(olay), "{olay:?} yok:\n{yalin}");
    }
    let citleme = bloklar[1];
    assert!(
        citleme.contains(
            "İKİ LİDER: d0, d1 (d0 eski belirteçle, işi reddedildi); tetik: parti başlatıldı"
        ),
        "{citleme}"
    );
    // the same flags as the tables
    let kisa = kos::<Lider>(O, &["--iz", "--tur", "6"]).cikti;
    let satirlar = kisa.split("\n\n").next().unwrap().lines();
    assert_eq!(satirlar.filter(|s| !s.trim_start().starts_with(ders::ozellik::ISARET)).count(), 7);
    // with --json, the events themselves
    let json: Value = serde_json::from_str(&kos::<Lider>(O, &["--iz", "--json"]).cikti).unwrap();
    let olaylar = json["sutunlar"][0]["olaylar"].as_array().unwrap();
    let devralma = olaylar.iter().find(|o| o["olay"] == "devralma").unwrap();
    assert_eq!(
        (devralma["tur"].as_u64(), devralma["dugum"].as_u64(), devralma["belirtec"].as_u64()),
        (Some(8), Some(1), Some(2))
    );
    let cift = olaylar
        .iter()
        .find(|o| {
            o["olay"] == "parti" && o["parti"]["sonuc"] == "baslatildi" && o["parti"]["kacKez"] == 2
        })
        .unwrap();
    assert_eq!(cift["tur"], 12);
}
