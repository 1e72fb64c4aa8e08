//! The command line at its edges: every accepted value gives a figure that means something or a
//! refusal that says why; the invocations a first afternoon meets behave. (A failed write is
//! tried on the built programs by `xtask`'s tests.)

use deneme::{Cagri, kenarlari_tarar};
use denetci::Denetci;
use ders::Program::{self, Hesap as H, Olc as O};
use serde_json::Value;

/// A figure that contradicts its own definition: more jobs settled or half done than the
/// twelve jobs (`olc`), a share outside 0..=1, more half-done jobs a day than jobs (`hesap`).
fn imkansiz(p: Program, j: &Value) -> Option<String> {
    let sayi = |v: &Value, k: &str| v[k].as_f64().unwrap_or(f64::NAN);
    if p == O {
        return j["sutunlar"].as_array()?.iter().find_map(|s| {
            let o = &s["olcum"];
            let is = sayi(o, "tamamlanan") + sayi(o, "telafiEdilenIs") + sayi(o, "yarimKalanIs");
            (is > denetci::ISLER.len() as f64).then(|| format!("{}: {is} is", s["ad"]))
        });
    }
    if !(0.0..=1.0).contains(&sayi(j, "bosaOran")) {
        return Some(format!("bosaOran {}", sayi(j, "bosaOran")));
    }
    let is = sayi(&j["varsayimlar"], "faturaSatiri");
    j["satirlar"].as_array()?.iter().find_map(|s| {
        let (yarim, yuzde) = (sayi(s, "denetcisizYarimIs"), sayi(s, "isOraniYuzde"));
        (yarim > is || yuzde > 100.0)
            .then(|| format!("kk3 {}: {yarim} yarim is, %{yuzde}", s["kk3"]))
    })
}

#[test]
fn kabul_edilen_her_kenarda_anlamli_sayi_ya_da_gerekce() {
    let reddedilen = kenarlari_tarar::<Denetci>(imkansiz, 150);
    // hesap's rules, and nothing else, refuse: no re-drive (with the lesson's schedule, or with
    // `--ariza yok`, which has nothing to re-drive), and the linear approximation's bound
    let (yeniden, yazili, dogrusal) = reddedilen.iter().fold((0, 0, 0), |(y, a, d), r| {
        (
            y + usize::from(r.contains("hiç yeniden sürme olmadı")),
            a + usize::from(r.contains("arıza sırasında yeniden sürme gerektiren")),
            d + usize::from(r.contains("4 × KK3 + KK2 ≤ 1")),
        )
    });
    assert_eq!((yeniden, yazili, dogrusal, reddedilen.len()), (37, 1, 21, 59), "{:#?}", reddedilen);
}

/// The invocations of the issue and their neighbours: exit code, the start of standard output,
/// the first line of standard error.
const CAGRILAR: &[Cagri] = &[
    (
        H,
        "--tur 3",
        2,
        "",
        "denetci hesap: --tur '3': denetçili koşumda bu tur sayısı, kira ve tarama aralığıyla hiç yeniden sürme olmadı: boşa \
        giden yeniden sürme oranı tanımsız; --tur'u artırın ya da --kira veya --tarama'yı kısaltın",
    ),
    (
        H,
        "--kira 10000",
        2,
        "",
        "denetci hesap: --kira '10000': denetçili koşumda bu tur sayısı, kira ve tarama aralığıyla hiç yeniden sürme olmadı: boşa giden yeniden sürme oranı tanımsız; --tur'u artırın ya da --kira veya --tarama'yı kısaltın",
    ),
    // the values as typed, named once; the reason says the rest in words (no `kira 500`)
    (
        H,
        "--kira 00500 --tur +80",
        2,
        "",
        "denetci hesap: --kira '00500', --tur '+80': denetçili koşumda bu tur sayısı, kira ve tarama aralığıyla hiç yeniden sürme olmadı: boşa giden yeniden sürme oranı tanımsız; --tur'u artırın ya da --kira veya --tarama'yı kısaltın",
    ),
    (
        H,
        "--tarama 10000",
        2,
        "",
        "denetci hesap: --tarama '10000': denetçili koşumda bu tur sayısı, kira ve tarama aralığıyla hiç yeniden sürme olmadı: boşa giden yeniden sürme oranı tanımsız; --tur'u artırın ya da --kira veya --tarama'yı kısaltın",
    ),
    (
        H,
        "--tur 4",
        0,
        "gunluk is akisi 4000, adim/gun 16000, modelde bosa giden yeniden surme orani 0.667",
        "",
    ),
    (
        H,
        "--kk3 1",
        2,
        "",
        "denetci hesap: --kk3 '1': günde 16080 yarım iş çıkar, iş akışı ise 4000: her asılı adımı \
        ayrı bir yarım iş sayan yaklaşım yalnız 4 × KK3 + KK2 ≤ 1 iken geçerli",
    ),
    (
        H,
        "--kk3 0.1,1",
        2,
        "",
        "denetci hesap: --kk3 '0.1,1': KK3 1: günde 16080 yarım iş çıkar, iş akışı ise 4000: her \
        asılı adımı ayrı bir yarım iş sayan yaklaşım yalnız 4 × KK3 + KK2 ≤ 1 iken geçerli",
    ),
    (H, "--kk3 0.245 --kk2 0.02", 0, "gunluk is akisi 4000", ""),
    // just past the bound: the figure keeps the decimal that sets it apart from the workflows
    (
        H,
        "--kk3 0.24501",
        2,
        "",
        "denetci hesap: --kk3 '0.24501': günde 4000.2 yarım iş çıkar, iş akışı ise 4000: her asılı \
        adımı ayrı bir yarım iş sayan yaklaşım yalnız 4 × KK3 + KK2 ≤ 1 iken geçerli",
    ),
    (
        H,
        "--kk2 0.02,0.04",
        2,
        "",
        "denetci hesap: --kk2 '0.02,0.04': bu program tek değer alır, virgüllü \
        liste değil",
    ),
    (O, "-V", 0, "denetci olc 0.1.0", ""),
    (O, "--tur -0", 0, "12 is, 4 adim; 3 adim asili kaliyor", ""),
];

#[test]
fn cagrilar() {
    deneme::cagrilar::<Denetci>(CAGRILAR);
}

/// A row's label shows the rate given, with as many decimals as it needs.
#[test]
fn satir_etiketi_verilen_orani_gosterir() {
    let etiketler = deneme::oran_etiketleri::<Denetci>("kk3", "0.0001,0.0125,0.01");
    assert_eq!(etiketler, ["0.0001", "0.0125", "0.010"]);
}
