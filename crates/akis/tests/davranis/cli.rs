//! The command line of `olc` and `hesap`: bad input ends with exit code 2, a message naming the
//! flag and nothing on stdout (every bad value the option declarations imply is tried for every
//! lesson in `crates/dersler/tests/komut_satiri.rs`; the cases here are this lesson's own); good
//! input prints the same figures in every format.

use akis::rapor::{Hesap, Olc, Taban};
use akis::{Akis, Servis};
use cikti::Cikti;
use cikti::bicim::to_fixed;
use deneme::{metin_ve_json, reddet};
use ders::Program::{Hesap as H, Olc as O};
use ders::secenek::Deger;
use ders::{HesapSonucu, OlcSonucu};
use program::komut::kos;
use serde_json::Value;

/// The model's own options are no flags: the columns vary the mode; no other lesson's flag.
#[test]
fn ozel_kotu_girdi() {
    for (p, args, bayrak) in [
        (O, "--kip orkestrasyon", "--kip"),
        (O, "--eksik-abone ucret", "--eksik-abone"),
        (H, "--kk3 0.01", "--kk3"),
        (H, "--kk4 6", "--kk4"),
        (O, "--tur 3", "--tur"),
    ] {
        reddet::<Akis>(p, args, bayrak).unwrap();
    }
}

#[test]
fn bilinmeyen_servis_gecerli_adlari_listeler() {
    let s = kos::<Akis>(O, &["--eksik-abone", "kargo"]);
    assert!(s.hata.contains("ucretlendirme, sozlesme, faturalama, bildirim"), "{}", s.hata);
}

fn json(s: &str) -> Value {
    serde_json::from_str(s).unwrap()
}

#[test]
fn olc_json_metinle_ayni() {
    let metin = kos::<Akis>(O, &["--eksik-abone", "sozlesme"]).cikti;
    // the header names a service other than the lesson's
    assert!(metin.lines().next().unwrap().ends_with("S7@indirim; eksik abone sozlesme"), "{metin}");
    let j = json(&kos::<Akis>(O, &["--eksik-abone", "sozlesme", "--json"]).cikti);
    assert_eq!(j["eksikAbone"], "sozlesme");
    assert_eq!(j["sutunlar"][1]["secenek"]["eksikAbone"], "sozlesme");
    let r = Olc::hesapla(&Taban { eksik_abone: Servis::Sozlesme, ariza: None, dur: None })
        .unwrap()
        .rapor();
    assert_eq!(r.duz(), metin);
    for (i, o) in <akis::Akis as ders::Tablolar>::OLCULER.iter().enumerate() {
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
    let (metin, j) = metin_ve_json::<Akis>(
        H,
        "--eksik-abone faturalama --pencere-saat 6 --kk2 0.01,0.1 --tepe-yazma 50",
    );
    let v = ders::varsayimlar::<Akis>()
        .ile(&akis::rapor::PENCERE_SAAT, Deger::Sayi(6.0))
        .ile(&akis::rapor::KK2, Deger::Liste(vec![0.01, 0.1]))
        .ile(&akis::rapor::TEPE_YAZMA, Deger::Sayi(50.0));
    assert_eq!(j["varsayimlar"], serde_json::to_value(&v).unwrap());
    let r = Hesap::hesapla(&Taban { eksik_abone: Servis::Faturalama, ariza: None, dur: None }, &v)
        .unwrap()
        .rapor();
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
    let md = kos::<Akis>(O, &["--markdown"]).cikti;
    assert!(md.contains("- kor+eksik abone tarife=8 indirim=6 fatura=6 bildirim=6"), "{md}");
    assert!(md.contains("| yapisal olcu"), "{md}");
    let y = kos::<Akis>(H, &["--help"]).cikti.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(y.contains("[saat] (0.01<=H<=24; varsayılan 4)"), "{y}");
    assert!(y.contains("tanimBirimi: koreografi, orkestrasyon"), "{y}");
}

/// With no failing job the failure trace says so instead of leaving its heading empty.
#[test]
fn hatasiz_kosumun_hata_izi() {
    let o = kos::<Akis>(O, &["--ariza", "yok"]).cikti;
    assert!(o.contains("hata izi (orkestrasyon kosumu):\n  hiçbir iş hata vermedi\n"), "{o}");
}

/// `--dur` cuts olc's runs (its header says so, and the story ends on the job it cut) and is
/// refused by hesap, whose rates are over whole runs.
#[test]
fn dur_olcu_keser_hesap_reddeder() {
    let o = kos::<Akis>(O, &["--dur", "12"]);
    assert_eq!(o.kod, 0, "{}", o.hata);
    assert!(o.cikti.lines().next().unwrap().ends_with("; koşumlar en çok 12 nokta koşar"));
    assert_ne!(o.cikti, kos::<Akis>(O, &[]).cikti);
    // points 11 and 12 are S3's first two steps (S1 and S2 took five each)
    let iz = kos::<Akis>(O, &["--dur", "12", "--iz"]).cikti;
    let kesik =
        "  S3: tarife (ucretlendirme) kesinleşti -> indirim (sozlesme) kesinleşti | kesildi";
    assert_eq!(iz.matches(kesik).count(), 3, "{iz}");
    let h = kos::<Akis>(H, &["--dur", "12"]);
    assert_eq!((h.kod, h.cikti.as_str()), (2, ""));
    assert!(h.hata.contains("--dur") && h.hata.contains("oranlar tanımsız"), "{}", h.hata);
}
