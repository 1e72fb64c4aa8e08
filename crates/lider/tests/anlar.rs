//! The lesson text's moments (`src/anlar.rs`), each asserted at its round: one test per moment,
//! named by where its sentence is (section, sentence, clause), asserting the program's reading
//! of it on the run: its columns' story lines and the figures it names there. A model change
//! that moves a moment fails the test of its sentence. Where the program reads the sentence
//! otherwise than the lesson words it, the test asserts the program's reading and that the
//! moment links its entry in docs/ayrilik.md.

use deneme::an::{an_rakami as rakam, an_satiri as satir};
use lider::Lider;
use program::an::AnAnlatimi;

const KIRA: &str = "Kira Süresi ve Çitleme Belirteci";
const SAYILAR: &str = "Sayıların Okunması";

fn bul(bolum: &str, cumle: u32, kisim: u32) -> AnAnlatimi {
    deneme::an::an::<Lider>(bolum, cumle, kisim)
}

/// `Kira Suresi`, sentence 8: the first leader becomes unreachable at round 6, in every column.
#[test]
fn kira_suresi_8_ilk_lider_altinci_turda_ulasilamaz() {
    let a = bul(KIRA, 8, 0);
    assert_eq!(a.nokta, 6);
    for s in ["yalin", "citleme", "citleme+kalici tetik"] {
        assert!(satir(&a, s).starts_with("tur  6: lider d0 ulaşılamaz"), "{s}");
    }
}

/// `Sayilarin Okunmasi`, sentence 2: at round 6 nobody takes over (the lease has not run out)
/// and the batch is missed.
#[test]
fn sayilarin_okunmasi_2_altinci_turda_kimse_devralmaz_parti_kacar() {
    let a = bul(SAYILAR, 2, 0);
    assert_eq!(a.nokta, 6);
    let s = satir(&a, "yalin");
    assert!(s.contains("lider yok") && s.contains("parti KAÇTI") && !s.contains("devraldı"), "{s}");
    assert_eq!(rakam(&a, "kacirilan parti", "yalin"), (1, Some(0)));
    assert_eq!(rakam(&a, "devralma turu", "yalin"), (0, Some(0)));
}

/// `Sayilarin Okunmasi`, sentence 3: the takeover lasts three rounds after the last renewal and
/// two rounds pass leaderless. The program's takeover is at round 8, not 3 (docs/ayrilik.md).
#[test]
fn sayilarin_okunmasi_3_devralma_uc_tur_surer_iki_tur_lidersiz() {
    let a = bul(SAYILAR, 3, 0);
    assert_eq!(a.nokta, 8);
    assert!(satir(&a, "yalin").contains("kira doldu: d1 devraldı (belirteç 2)"));
    assert_eq!(rakam(&a, "devralma turu", "yalin"), (3, Some(0)));
    assert_eq!(rakam(&a, "lidersiz tur", "yalin").0, 2);
    assert_eq!(a.ayrilik.as_deref(), Some("ayrilik.md#lider-devralma-turu"));
}

/// `Sayilarin Okunmasi`, sentence 13: with the persistent trigger no batch is lost; the request of
/// round 6 starts at round 8, two rounds late.
#[test]
fn sayilarin_okunmasi_13_kalici_tetik_iki_tur_gecikmeyle_baslatir() {
    let a = bul(SAYILAR, 13, 0);
    assert_eq!(a.nokta, 8);
    let k = "citleme+kalici tetik";
    assert!(satir(&a, k).contains("bekleyen istek 2 tur gecikmeyle başlatıldı"));
    assert_eq!(rakam(&a, "kacirilan parti", k).0, 0);
    assert_eq!(rakam(&a, "gecikmeli baslama turu", k), (2, Some(0)));
    assert_eq!(rakam(&a, "baslatilan parti", k), (1, Some(0)));
}

/// `Sayilarin Okunmasi`, sentence 4, first clause: at round 11 the old leader is back and still
/// believes it leads: two leaders.
#[test]
fn sayilarin_okunmasi_4_1_on_birinci_turda_eski_lider_doner() {
    let a = bul(SAYILAR, 4, 1);
    assert_eq!(a.nokta, 11);
    assert!(satir(&a, "yalin").contains("İKİ LİDER: d0, d1"));
    assert_eq!(rakam(&a, "iki liderli tur", "yalin"), (1, Some(0)));
}

/// `Sayilarin Okunmasi`, sentence 9: the record rejects the work of the node whose token is
/// behind.
#[test]
fn sayilarin_okunmasi_9_kayit_eski_belirtecli_isi_reddeder() {
    let a = bul(SAYILAR, 9, 0);
    assert_eq!(a.nokta, 11);
    assert!(satir(&a, "citleme").contains("(d0 eski belirteçle, işi reddedildi)"));
    assert_eq!(rakam(&a, "citlemeyle reddedilen", "citleme"), (1, Some(0)));
}

/// `Sayilarin Okunmasi`, sentence 4, second clause: both see round 12's trigger and the batch
/// starts twice.
#[test]
fn sayilarin_okunmasi_4_2_on_ikinci_turdaki_tetik_iki_kez_baslar() {
    let a = bul(SAYILAR, 4, 2);
    assert_eq!(a.nokta, 12);
    assert!(satir(&a, "yalin").contains("tetik: parti 2 KEZ başlatıldı"));
    assert_eq!(rakam(&a, "cift baslatilan parti", "yalin"), (1, Some(0)));
}

/// `Sayilarin Okunmasi`, sentence 7: two rounds with two leaders in all three columns; fencing
/// does not change it. The program counts the nodes that act (docs/ayrilik.md).
#[test]
fn sayilarin_okunmasi_7_iki_liderli_tur_uc_sutunda_2() {
    let a = bul(SAYILAR, 7, 0);
    assert_eq!(a.nokta, 12);
    for s in ["yalin", "citleme", "citleme+kalici tetik"] {
        assert_eq!(rakam(&a, "iki liderli tur", s), (2, Some(1)), "{s}");
    }
    assert_eq!(a.ayrilik.as_deref(), Some("ayrilik.md#lider-iki-liderli-tur"));
}

/// `Sayilarin Okunmasi`, sentence 8: fencing takes the double start from 1 to 0 and its rejected
/// work from 0 to 2, at round 12.
#[test]
fn sayilarin_okunmasi_8_citleme_cifti_reddedilene_cevirir() {
    let a = bul(SAYILAR, 8, 0);
    assert_eq!(a.nokta, 12);
    assert_eq!(rakam(&a, "cift baslatilan parti", "yalin").0, 1);
    assert_eq!(rakam(&a, "cift baslatilan parti", "citleme").0, 0);
    assert_eq!(rakam(&a, "citlemeyle reddedilen", "yalin").0, 0);
    assert_eq!(rakam(&a, "citlemeyle reddedilen", "citleme"), (2, Some(1)));
    assert!(satir(&a, "citleme").contains("tetik: parti başlatıldı"));
}

/// `Sayilarin Okunmasi`, sentence 1: of four triggers the plain run starts three, the last at
/// round 24.
#[test]
fn sayilarin_okunmasi_1_dort_tetikten_ucu_baslar() {
    let a = bul(SAYILAR, 1, 0);
    assert_eq!(a.nokta, 24);
    assert!(satir(&a, "yalin").contains("tetik: parti başlatıldı"));
    assert_eq!(rakam(&a, "baslatilan parti", "yalin"), (3, Some(2)));
}

/// `Sayilarin Okunmasi`, sentence 5: the plain run's balance, one batch missed and one started
/// twice. Two batches (rounds 18 and 24) run once, not one (docs/ayrilik.md).
#[test]
fn sayilarin_okunmasi_5_bilanco_bir_kacti_bir_iki_kez() {
    let a = bul(SAYILAR, 5, 0);
    assert_eq!(a.nokta, 24);
    assert_eq!(rakam(&a, "kacirilan parti", "yalin").0, 1);
    assert_eq!(rakam(&a, "cift baslatilan parti", "yalin").0, 1);
    assert_eq!(rakam(&a, "baslatilan parti", "yalin").0, 3);
    assert_eq!(a.ayrilik.as_deref(), Some("ayrilik.md#lider-biri-de-dogru"));
}

/// The kinds of change the walk stops at are told in the story's own words.
#[test]
fn degisim_turleri_hikayenin_sozleriyle() {
    deneme::an::degisimler_hikayede::<Lider>(&[
        &[],
        &["--dugum", "2", "--ariza", "d0:6-10,d1:6-10"],
    ]);
}

/// Each column's summary leads with what the lesson shows there, from the run: the plain run
/// misses one batch and starts one twice (the balance of `Sayilarin Okunmasi`, sentence 5).
#[test]
fn sutun_ozeti_dersin_bilancosuyla_baslar() {
    let ozet = deneme::an::bilancolar::<Lider>();
    assert_eq!(
        ozet,
        [
            "1 parti kaçtı, 1 parti iki kez başlatıldı",
            "1 parti kaçtı, 2 iş çitlemeyle reddedildi",
            "2 iş çitlemeyle reddedildi, partiler toplam 2 tur gecikmeyle başladı"
        ]
    );
}
