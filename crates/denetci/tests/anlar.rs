//! The lesson text's moments (`src/anlar.rs`), each asserted at its round: one test per moment,
//! named by where its sentence is (section, sentence, clause), asserting the program's reading
//! of it on the run: its columns' story lines and the figures it names there. A model change
//! that moves a moment fails the test of its sentence. Where the program reads the sentence
//! otherwise than the lesson words it, the test asserts the program's reading and that the
//! moment links its entry in docs/ayrilik.md.

use deneme::an::{an_rakami as rakam, an_satiri as satir};
use denetci::Denetci;
use program::an::AnAnlatimi;

const ROLLER: &str = "Üç Rolün Ayrılmasının Nedeni";
const SAYILAR: &str = "Sayıların Okunması";
const YOK: &str = "denetci yok";
const VAR: &str = "denetci var";

fn bul(bolum: &str, cumle: u32, kisim: u32) -> AnAnlatimi {
    deneme::an::an::<Denetci>(bolum, cumle, kisim)
}

/// `Uc Rolun Ayrilmasinin Nedeni`, sentence 5: a hang: the step ran but its record did not land
/// (S5's tariff, round 2), in both columns.
#[test]
fn uc_rolun_ayrilmasinin_nedeni_5_asili_kalma() {
    let a = bul(ROLLER, 5, 0);
    assert_eq!(a.nokta, 2);
    for s in [YOK, VAR] {
        assert!(satir(&a, s).contains("S5 tarife yürütüldü ama kaydı DÜŞMEDİ (asılı)"), "{s}");
    }
}

/// `Uc Rolun Ayrilmasinin Nedeni`, sentence 6: a permanent failure: the step does not pass
/// (S7's discount, round 3).
#[test]
fn uc_rolun_ayrilmasinin_nedeni_6_kalici_hata() {
    let a = bul(ROLLER, 6, 0);
    assert_eq!(a.nokta, 3);
    for s in [YOK, VAR] {
        assert!(satir(&a, s).contains("S7 indirim geçmedi, kaydı DÜŞMEDİ (kalıcı hata)"), "{s}");
    }
}

/// `Sayilarin Okunmasi`, sentence 12: the supervisor tells a hang from a failure only by retrying:
/// at round 4 it re-drives the hung S2 and S5 (wasted) and the failing S7 alike.
#[test]
fn sayilarin_okunmasi_12_ayirmanin_tek_yolu_yeniden_denemek() {
    let a = bul(SAYILAR, 12, 0);
    assert_eq!(a.nokta, 4);
    let s = satir(&a, VAR);
    assert!(s.contains("S2 indirim 1 tur gecikmeyle yeniden sürüldü (BOŞA"), "{s}");
    assert!(s.contains("S5 tarife 2 tur gecikmeyle yeniden sürüldü (BOŞA"), "{s}");
    assert!(s.contains("S7 indirim 1 tur gecikmeyle yeniden sürüldü;"), "{s}");
    assert_eq!(rakam(&a, "yeniden surulen adim", VAR), (3, Some(0)));
    assert_eq!(rakam(&a, "bosa yurutulen adim", VAR), (2, Some(0)));
}

/// `Sayilarin Okunmasi`, sentence 2: without a supervisor 8 of 12 jobs finish, 36 steps are
/// counted, the last job at round 5. The 36 count the executions whose record landed
/// (docs/ayrilik.md).
#[test]
fn sayilarin_okunmasi_2_denetcisiz_8_is_36_adim_5_tur() {
    let a = bul(SAYILAR, 2, 0);
    assert_eq!(a.nokta, 5);
    assert!(satir(&a, YOK).contains("bitti: S1, S3, S4, S6, S8, S10, S11, S12"));
    assert_eq!(rakam(&a, "tamamlanan is", YOK), (8, Some(0)));
    assert_eq!(rakam(&a, "yurutulen adim", YOK), (36, Some(28)));
    assert_eq!(rakam(&a, "son isin bittigi tur", YOK), (5, Some(0)));
    assert_eq!(a.ayrilik.as_deref(), Some("ayrilik.md#denetci-yurutulen-adim"));
}

/// `Sayilarin Okunmasi`, sentence 3: nothing looks wrong: no compensation.
#[test]
fn sayilarin_okunmasi_3_gorunurde_telafi_sifir() {
    let a = bul(SAYILAR, 3, 0);
    assert_eq!(a.nokta, 5);
    assert_eq!(rakam(&a, "telafi edilen is", YOK).0, 0);
    assert_eq!(rakam(&a, "telafi edilen adim", YOK).0, 0);
    assert!(!satir(&a, YOK).contains("TELAFİ"));
}

/// `Sayilarin Okunmasi`, sentence 16: re-driven invoice steps run twice; the program's wasted
/// executions are S2's discount, S5's tariff and S9's invoice, one invoice step among them
/// (docs/ayrilik.md). The third, S9's invoice, at round 6.
#[test]
fn sayilarin_okunmasi_16_bosa_yurutulen_fatura_adimi() {
    let a = bul(SAYILAR, 16, 0);
    assert_eq!(a.nokta, 6);
    assert!(satir(&a, VAR).contains("S9 fatura 2 tur gecikmeyle yeniden sürüldü (BOŞA"));
    assert_eq!(rakam(&a, "bosa yurutulen adim", VAR), (3, Some(2)));
    assert_eq!(a.ayrilik.as_deref(), Some("ayrilik.md#denetci-fatura-satiri"));
}

/// `Sayilarin Okunmasi`, sentence 6: with the supervisor one job is compensated and no job is
/// left half done, at round 8.
#[test]
fn sayilarin_okunmasi_6_denetcili_sutunda_biri_telafi_yarim_sifir() {
    let a = bul(SAYILAR, 6, 0);
    assert_eq!(a.nokta, 8);
    assert!(satir(&a, VAR).contains("S7 eşiği aştı: 1 adımı TELAFİ edildi"));
    assert_eq!(rakam(&a, "telafi edilen is", VAR), (1, Some(0)));
    assert_eq!(rakam(&a, "yarim kalan is", VAR), (0, Some(3)));
}

/// `Sayilarin Okunmasi`, sentence 7: finished jobs go from 8 to 11, not 12: S7 passes the
/// threshold and its one finished step is compensated.
#[test]
fn sayilarin_okunmasi_7_tamamlanan_8den_11e_s7_telafi() {
    let a = bul(SAYILAR, 7, 0);
    assert_eq!(a.nokta, 8);
    assert_eq!(rakam(&a, "tamamlanan is", YOK).0, 8);
    assert_eq!(rakam(&a, "tamamlanan is", VAR).0, 11);
    assert_eq!(rakam(&a, "telafi edilen adim", VAR), (1, Some(0)));
    assert!(satir(&a, VAR).contains("S7 eşiği aştı"));
}

/// `Sayilarin Okunmasi`, sentence 11: executed steps go from 36 to 45, 3 of them wasted (the
/// program's count of landed executions, docs/ayrilik.md).
#[test]
fn sayilarin_okunmasi_11_yurutulen_36dan_45e_3u_bosa() {
    let a = bul(SAYILAR, 11, 0);
    assert_eq!(a.nokta, 8);
    assert_eq!(rakam(&a, "yurutulen adim", YOK).0, 36);
    assert_eq!(rakam(&a, "yurutulen adim", VAR), (45, Some(43)));
    assert_eq!(rakam(&a, "bosa yurutulen adim", VAR).0, 3);
    assert_eq!(a.ayrilik.as_deref(), Some("ayrilik.md#denetci-yurutulen-adim"));
}

/// `Sayilarin Okunmasi`, sentence 4: without a supervisor 4 jobs stay half done to the run's end.
/// The table's bottom row is the last round, not this one (docs/ayrilik.md).
#[test]
fn sayilarin_okunmasi_4_dort_is_yarim_kalir() {
    let a = bul(SAYILAR, 4, 0);
    assert_eq!(a.nokta, 80);
    assert!(satir(&a, YOK).contains("4 iş “yürüyor” durumunda kalır"));
    assert_eq!(rakam(&a, "yarim kalan is", YOK).0, 4);
    assert_eq!(a.ayrilik.as_deref(), Some("ayrilik.md#denetci-alt-satir"));
}

/// The kinds of change the walk stops at are told in the story's own words.
#[test]
fn degisim_turleri_hikayenin_sozleriyle() {
    deneme::an::degisimler_hikayede::<Denetci>(&[&[]]);
}

/// Each column's summary leads with what the lesson shows there, from the run.
#[test]
fn sutun_ozeti_dersin_bilancosuyla_baslar() {
    let ozet = deneme::an::bilancolar::<Denetci>();
    assert_eq!(ozet, ["4 iş yarım kaldı", "1 iş telafi edildi, 3 adım boşa yürütüldü"]);
}

/// A claim's first point frames the cells of the events that decide it: at round 4 the hung
/// steps re-driven (S2's discount, S5's tariff, their second executions, drawn in round 4), at
/// round 8 S7's last execution (its third, past the threshold), at the end of the run without
/// a supervisor the last execution of each job left half done.
#[test]
fn ozelligin_ilk_noktasi_karar_olaylarinin_hucrelerini_cerceveler() {
    let j: serde_json::Value =
        serde_json::from_str(&deneme::cikti::<Denetci>(ders::Program::Olc, &["--json"])).unwrap();
    let hucreler = |sutun: usize, ad: &str| -> Vec<String> {
        let s = &j["ozellikler"]["sutunlar"][sutun]["ozellikler"];
        let o = s.as_array().unwrap().iter().find(|o| o["ad"] == ad).unwrap();
        serde_json::from_value(o["nokta"]["hucreler"].clone()).unwrap_or_default()
    };
    assert_eq!(hucreler(1, "asili_adim_bosa_surulur"), ["S2:indirim#2", "S5:tarife#2"]);
    assert_eq!(hucreler(1, "kalici_hatali_is_telafi_edilir"), ["S7:indirim#3"]);
    assert_eq!(
        hucreler(0, "her_is_sinirda_yerlesir"),
        ["S2:indirim#1", "S5:tarife#1", "S7:indirim#1", "S9:fatura#1"]
    );
}
