//! The lesson text's moments (`src/anlar.rs`), each asserted at its point: one test per moment,
//! named by where its sentence is (section, sentence, clause), asserting the program's reading
//! of it on the run: its columns' story lines and the figures it names there. A model change
//! that moves a moment fails the test of its sentence. Where the program reads the sentence
//! otherwise than the lesson words it, the test asserts the program's reading and that the
//! moment links its entry in docs/ayrilik.md.

use akis::Akis;
use deneme::an::{an_rakami as rakam, an_satiri as satir};
use program::an::AnAnlatimi;

const SINIR: &str = "Ortak İşlem Sınırı Yok";
const SAYILAR: &str = "Sayıların Okunması";
const KOR: &str = "koreografi";
const EKSIK: &str = "kor+eksik abone";
const ORK: &str = "orkestrasyon";

fn bul(bolum: &str, cumle: u32, kisim: u32) -> AnAnlatimi {
    deneme::an::an::<Akis>(bolum, cumle, kisim)
}

/// `Sayilarin Okunmasi`, sentence 5: 5 messages a job against 8, at the end of S1.
#[test]
fn sayilarin_okunmasi_5_is_basina_5e_karsi_8() {
    let a = bul(SAYILAR, 5, 0);
    assert_eq!((a.nokta, a.ad.as_str()), (5, "S1 sonu"));
    assert_eq!(rakam(&a, "ileti", KOR).0, 5);
    assert_eq!(rakam(&a, "ileti", ORK).0, 8);
    assert!(satir(&a, KOR).ends_with("tamamlandı, 5 ileti"));
}

/// `Ortak Islem Siniri Yok`, sentence 3, second clause: when the third step fails, the first two
/// steps' writes are already committed (S3's invoice).
#[test]
fn ortak_islem_siniri_yok_3_2_ucuncu_adim_basarisiz_oncekiler_kesin() {
    let a = bul(SINIR, 3, 2);
    assert_eq!(a.ad, "S3 fatura");
    for s in [KOR, EKSIK, ORK] {
        let l = satir(&a, s);
        let beklenen = "S3: tarife (ucretlendirme) kesinleşti -> indirim (sozlesme) kesinleşti -> \
                        fatura (faturalama) HATA verdi";
        assert!(l.starts_with(beklenen), "{s}: {l}");
    }
}

/// `Ortak Islem Siniri Yok`, sentence 4: on a failure the finished steps are compensated in
/// reverse: S3's discount, then its tariff.
#[test]
fn ortak_islem_siniri_yok_4_tamamlananlar_tersten_telafi() {
    let a = bul(SINIR, 4, 0);
    assert_eq!(a.ad, "S3 tarife telafisi");
    for s in [KOR, ORK] {
        let l = satir(&a, s);
        let indirim = l.find("indirim telafi edildi").expect("the discount compensated");
        let tarife = l.find("tarife telafi edildi").expect("the tariff compensated");
        assert!(indirim < tarife, "{s}: {l}");
        assert_eq!(rakam(&a, "telafi edilen adim", s), (2, Some(1)), "{s}");
    }
}

/// `Sayilarin Okunmasi`, sentence 8: the second difference is in the missing subscription's run,
/// the table's middle column, not its third (docs/ayrilik.md): S3's tariff stays uncompensated.
#[test]
fn sayilarin_okunmasi_8_ikinci_fark_orta_sutunda() {
    let a = bul(SAYILAR, 8, 0);
    assert_eq!(a.ad, "S3 tarife telafisi");
    assert!(satir(&a, EKSIK).contains("tarife TELAFİ EDİLMEDİ"));
    assert_eq!(rakam(&a, "telafisiz kalan adim", EKSIK), (1, Some(0)));
    assert_eq!(a.ayrilik.as_deref(), Some("ayrilik.md#akis-ucuncu-sutun"));
}

/// `Sayilarin Okunmasi`, sentence 9: without the subscription compensated steps go from 3 to 1,
/// uncompensated from 0 to 2, and 2 jobs are left half done, by the end of S7.
#[test]
fn sayilarin_okunmasi_9_eksik_abonelik_3ten_1e_0dan_2ye() {
    let a = bul(SAYILAR, 9, 0);
    assert_eq!(a.ad, "S7 sonu");
    assert_eq!(rakam(&a, "telafi edilen adim", KOR).0, 3);
    assert_eq!(rakam(&a, "telafi edilen adim", EKSIK).0, 1);
    assert_eq!(rakam(&a, "telafisiz kalan adim", KOR).0, 0);
    assert_eq!(rakam(&a, "telafisiz kalan adim", EKSIK).0, 2);
    assert_eq!(rakam(&a, "yarim kalan is", EKSIK), (2, Some(1)));
}

/// `Sayilarin Okunmasi`, sentence 10: the tariff's writes stay: S7's tariff is not compensated
/// and its write remains.
#[test]
fn sayilarin_okunmasi_10_tarife_yazmasi_kalir() {
    let a = bul(SAYILAR, 10, 0);
    assert_eq!(a.ad, "S7 sonu");
    assert!(satir(&a, EKSIK).contains("tarife TELAFİ EDİLMEDİ"));
    assert!(satir(&a, EKSIK).contains("yazma kaldı"));
}

/// `Sayilarin Okunmasi`, sentence 1: both modes finish 6 of 8 jobs, run 27 steps and compensate
/// 3.
#[test]
fn sayilarin_okunmasi_1_iki_kip_ayni_isi_yapar() {
    let a = bul(SAYILAR, 1, 0);
    assert_eq!(a.ad, "S8 sonu");
    for s in [KOR, ORK] {
        assert_eq!(rakam(&a, "tamamlanan is", s).0, 6, "{s}");
        assert_eq!(rakam(&a, "yurutulen adim", s).0, 27, "{s}");
        assert_eq!(rakam(&a, "telafi edilen adim", s).0, 3, "{s}");
    }
}

/// `Sayilarin Okunmasi`, sentence 4: messages, choreography 40, orchestration 64.
#[test]
fn sayilarin_okunmasi_4_ileti_40a_karsi_64() {
    let a = bul(SAYILAR, 4, 0);
    assert_eq!(a.ad, "S8 sonu");
    assert_eq!(rakam(&a, "ileti", KOR).0, 40);
    assert_eq!(rakam(&a, "ileti", ORK).0, 64);
}

/// The kinds of change the walk stops at are told in the story's own words.
#[test]
fn degisim_turleri_hikayenin_sozleriyle() {
    deneme::an::degisimler_hikayede::<Akis>(&[&[]]);
}

/// Each column's summary leads with what the lesson shows there, from the run.
#[test]
fn sutun_ozeti_dersin_bilancosuyla_baslar() {
    let ozet = deneme::an::bilancolar::<Akis>();
    assert_eq!(
        ozet,
        [
            "3 adım telafi edildi, 40 ileti",
            "2 iş yarım kaldı, 2 adım telafisiz kaldı, 1 adım telafi edildi, 38 ileti",
            "3 adım telafi edildi, 64 ileti"
        ]
    );
}
