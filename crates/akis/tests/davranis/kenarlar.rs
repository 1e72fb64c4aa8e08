//! The command line at its edges: every accepted value gives a figure that means something; the
//! invocations a first afternoon meets behave. (A failed write is tried on the built programs
//! by `xtask`'s tests.)

use akis::Akis;
use deneme::{Cagri, kenarlari_tarar};
use ders::Program::{self, Hesap as H, Olc as O};
use program::komut::kos;
use serde_json::Value;

/// A figure of `hesap` that contradicts its own definition: more failing or half-done jobs a
/// day than jobs. (The orchestration's share of the peak write rate may pass 100 %: its
/// messages alone would then exceed the peak.)
fn imkansiz(p: Program, j: &Value) -> Option<String> {
    if p == O {
        return None;
    }
    let is = j["varsayimlar"]["faturaSatiri"].as_f64()?;
    j["satirlar"].as_array()?.iter().find_map(|s| {
        let asan = ["hataliIs", "yarimKalanIs"].into_iter().find(|k| s[k].as_f64() > Some(is));
        asan.map(|k| format!("kk2 {}: {k} > {is}", s["kk2"]))
    })
}

#[test]
fn kabul_edilen_her_kenarda_anlamli_sayi() {
    let reddedilen = kenarlari_tarar::<Akis>(imkansiz, 50);
    // hesap's two rules, and nothing else, refuse: with no failing job there is no ratio per
    // failure, and a run cut by --dur has no ratio per job. The lesson's runs are 40 points
    // long at most (six whole jobs of 5, S3's 6 and S7's 4): --dur 40 and above cuts nothing
    let (kesik, diger): (Vec<&String>, Vec<&String>) =
        reddedilen.iter().partition(|r| r.starts_with("akis hesap --dur "));
    let beklenen =
        ["akis hesap --ariza yok: arıza sırasında hata veren iş yok: hata başına oranlar tanımsız"];
    assert_eq!(diger, beklenen, "{:#?}", reddedilen);
    assert!(!kesik.is_empty());
    for r in kesik {
        let (cagri, ileti) = r.split_once(": ").unwrap();
        let n = cagri.split_whitespace().nth(3).unwrap();
        assert!(n.parse::<u32>().unwrap() < 40, "{r}");
        assert_eq!(ileti, format!("koşumlar {n}. noktada kesilirse iş başına oranlar tanımsız"));
    }
    let hesap = |a: &[&str]| deneme::cikti::<Akis>(H, a);
    assert_eq!(hesap(&["--dur", "40"]), hesap(&[]));
    deneme::cagri::<Akis>(
        H,
        "--dur 39",
        2,
        "",
        "akis hesap: --dur '39': koşumlar 39. noktada \
                                                 kesilirse iş başına oranlar tanımsız",
    );
}

/// The invocations of the issue and their neighbours: exit code, the start of standard output,
/// the first line of standard error.
const CAGRILAR: &[Cagri] = &[
    (
        H,
        "--pencere-saat 5e-324",
        2,
        "",
        "akis hesap: --pencere-saat '5e-324': 0.01<=H<=24 olan bir sayı olmalı",
    ),
    (H, "--pencere-saat 0.01", 0, "is akisi 4000/gun, pencere 36 s -> 111.1111 is/s", ""),
    (
        H,
        "--tepe-yazma 0",
        2,
        "",
        "akis hesap: --tepe-yazma '0': 0.01<=R<=1000000000 olan bir sayı olmalı",
    ),
    (O, "--eksik-abone sözleşme", 0, "8 satici-gun", ""),
    (O, "--eksik-abone ücretlendirme", 0, "8 satici-gun", ""),
    (O, "--eksik-abone SÖZLEŞME", 0, "8 satici-gun", ""),
    (
        O,
        "--eksik-abone sozlesmeler",
        2,
        "",
        "akis olc: --eksik-abone 'sozlesmeler': geçerli değerler: ucretlendirme, \
        sozlesme, faturalama, bildirim",
    ),
    // an empty name (the arguments are split at spaces): a bad value, not a missing one
    (
        O,
        "--eksik-abone ",
        2,
        "",
        "akis olc: --eksik-abone '': geçerli değerler: ucretlendirme, sozlesme, faturalama, \
        bildirim",
    ),
    (O, "-V", 0, "akis olc 0.1.0", ""),
];

#[test]
fn cagrilar() {
    deneme::cagrilar::<Akis>(CAGRILAR);
}

/// The Turkish spelling, in any case, gives the same tables as the ASCII one.
#[test]
fn turkce_yazim_ascii_ile_ayni() {
    let ascii = kos::<Akis>(O, &["--eksik-abone", "sozlesme"]).cikti;
    for yazim in ["sözleşme", "Sözleşme", "SÖZLEŞME"] {
        assert_eq!(kos::<Akis>(O, &["--eksik-abone", yazim]).cikti, ascii, "{yazim}");
    }
}

/// A row's label shows the rate given, with as many decimals as it needs; the help tells the
/// story of jobs, not rounds.
#[test]
fn satir_etiketi_ve_yardim() {
    assert_eq!(deneme::oran_etiketleri::<Akis>("kk2", "0.001,0.02"), ["0.001", "0.02"]);
    let y = kos::<Akis>(O, &["--help"]).cikti.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(!y.contains("tur tur") && y.contains("olay olay"), "{y}");
}
