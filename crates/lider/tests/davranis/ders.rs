//! Every figure the Lider Secimi lesson prints, as tables of cases.

use cikti::Cikti;
use ders::secenek::Deger;
use ders::{HesapSonucu, OlcSonucu};
use lider::rapor::{Hesap, Olc};
use lider::{Hata, Lider, Olcum, Secenek, kosum};
use rstest::rstest;

/// The counts olc's first table and the balance read, in the reference result's order.
fn sayilar(o: &Olcum) -> [u32; 9] {
    [
        o.baslatilan,
        o.kacirilan,
        o.cift_baslatma,
        o.reddedilen,
        o.gecikmeli_tur,
        o.iki_liderli_tur,
        o.lidersiz_tur,
        o.devralma_turu,
        o.devralma,
    ]
}

// baslatilan, kacirilan, cift, reddedilen, gecikmeli, iki liderli, lidersiz, devralma turu, devralma
#[rstest]
#[case::yalin(false, false, [3, 1, 1, 0, 0, 2, 2, 3, 1])]
#[case::citleme(true, false, [3, 1, 0, 2, 0, 2, 2, 3, 1])]
#[case::citleme_kalici_tetik(true, true, [4, 0, 0, 2, 2, 2, 2, 3, 1])]
fn uc_sutun(#[case] citleme: bool, #[case] kalici_tetik: bool, #[case] beklenen: [u32; 9]) {
    let s = Secenek { citleme, kalici_tetik, ..Secenek::default() };
    let o = kosum(&s).unwrap();
    assert_eq!((sayilar(&o), o.bekleyen_tetik), (beklenen, 0));
}

// devralma turu, lidersiz, kacirilan, iki lider, cift
#[rstest]
#[case::kira2_uzun(2, 5, [2, 1, 1, 2, 1])]
#[case::kira3_uzun(3, 5, [3, 2, 1, 2, 1])]
#[case::kira5_uzun(5, 5, [5, 4, 1, 2, 1])]
#[case::kira8_uzun(8, 5, [0, 5, 1, 0, 0])]
#[case::kira2_kisa(2, 2, [2, 1, 1, 2, 0])]
#[case::kira3_kisa(3, 2, [0, 2, 1, 0, 0])]
#[case::kira5_kisa(5, 2, [0, 2, 1, 0, 0])]
#[case::kira8_kisa(8, 2, [0, 2, 1, 0, 0])]
fn kira_taramasi(#[case] kira: u32, #[case] duraklama: u32, #[case] beklenen: [u32; 5]) {
    let o = kosum(&Secenek { kira, duraklama, ..Secenek::default() }).unwrap();
    let gorulen =
        [o.devralma_turu, o.lidersiz_tur, o.kacirilan, o.iki_liderli_tur, o.cift_baslatma];
    assert_eq!(gorulen, beklenen);
}

#[test]
fn olc_tablolari_modelden_gelir() {
    let r = Olc::hesapla(&Secenek::default()).unwrap().rapor();
    let t = r.tablolar();
    assert_eq!(t[0].satirlar[1], ["kacirilan parti", "1", "1", "0"]);
    assert_eq!(t[1].satirlar[3], ["8", "0", "5", "1", "0", "0", "0", "2", "1", "0", "0"]);
    let ilk = r.duz().lines().next().unwrap().to_string();
    assert!(ilk.starts_with("5 dugum, 24 tur, kira 3, yenileme 3; lider dugum 6-10. turlarda"));
}

// KK4, kacirilan parti/yil, uretilmeyen satir, cift parti/yil, cift satir
#[rstest]
#[case::kk4_6(0, ["6", "0.50", "2000", "0.50", "2000"])]
#[case::kk4_12(1, ["12", "1.00", "4000", "1.00", "4000"])]
fn hesap_satirlari(#[case] satir: usize, #[case] beklenen: [&str; 5]) {
    let r = deneme::dersin_hesabi::<Lider>().rapor();
    assert_eq!(r.tablolar()[0].satirlar[satir], beklenen);
}

#[test]
fn hesap_metin_satirlari() {
    let r = deneme::dersin_hesabi::<Lider>().rapor().duz();
    let satirlar: Vec<&str> = r.lines().collect();
    assert_eq!(satirlar[0], "model penceresi: lidersiz 2/24 = 0.0833, iki liderli 2/24 = 0.0833");
    assert_eq!(satirlar[1], "bir parti = 4000 fatura satiri (K01, hesap)");
    assert_eq!(
        satirlar[7],
        "citleme + kalici tetik ile: kacirilan parti 0, cift baslatilan parti 0, gecikmeli baslama 2 tur"
    );
    assert_eq!(
        satirlar[8],
        "kira 8 (uzun) ile: devralma turu 0, lidersiz tur 5, iki liderli tur 0"
    );
}

#[test]
fn hesap_k01_degerlerini_kullanir() {
    let h = ders::varsayimlar::<Lider>()
        .ile(&lider::rapor::FATURA_SATIRI, Deger::Sayi(1000.0))
        .ile(&lider::rapor::KK4, Deger::Liste(vec![24.0]));
    let r = Hesap::hesapla(&Secenek::default(), &h).unwrap().rapor();
    assert_eq!(r.tablolar()[0].satirlar, [["24", "2.00", "2000", "2.00", "2000"]]);
}

#[rstest]
#[case::tek_dugum(Secenek { dugum: 1, ..Secenek::default() }, "dugum = 1 geçersiz: 2<=dugum<=100 olmalı")]
#[case::cok_dugum(Secenek { dugum: 101, ..Secenek::default() }, "dugum = 101 geçersiz: 2<=dugum<=100 olmalı")]
#[case::sifir_kira(Secenek { kira: 0, ..Secenek::default() }, "kira = 0 geçersiz: 1<=kira<=10000 olmalı")]
#[case::sifir_yenileme(Secenek { yenileme: 0, ..Secenek::default() }, "yenileme = 0 geçersiz: 1<=yenileme<=10000 olmalı")]
#[case::uzun_duraklama(Secenek { duraklama: 10_001, ..Secenek::default() }, "duraklama = 10001 geçersiz: 0<=duraklama<=10000 olmalı")]
#[case::cok_tur(Secenek { tur: u32::MAX, ..Secenek::default() }, "tur = 4294967295 geçersiz: 0<=tur<=10000 olmalı")]
fn alan_disi_secenek_hata_verir(#[case] s: Secenek, #[case] mesaj: &str) {
    let hata: Hata = kosum(&s).unwrap_err();
    assert_eq!(hata.to_string(), mesaj);
}

#[rstest]
#[case::sinirlar(Secenek { dugum: 2, kira: 1, yenileme: 1, duraklama: 0, tur: 0, ..Secenek::default() })]
#[case::ust_sinirlar(Secenek { dugum: 100, kira: 10_000, yenileme: 10_000, duraklama: 10_000, tur: 10_000, citleme: true, kalici_tetik: true, ariza: None })]
fn sinir_degerleri_kabul_edilir(#[case] s: Secenek) {
    assert!(kosum(&s).is_ok());
}

#[test]
fn json_adlari_referansinki() {
    let s: Secenek = serde_json::from_str(r#"{"kaliciTetik":true,"kira":5}"#).unwrap();
    assert_eq!(s, Secenek { kalici_tetik: true, kira: 5, ..Secenek::default() });
    let hata = serde_json::from_str::<Secenek>(r#"{"kira_suresi":5}"#).unwrap_err();
    assert!(hata.to_string().contains("unknown field `kira_suresi`"), "{hata}");

    let json = serde_json::to_value(kosum(&Secenek::default()).unwrap()).unwrap();
    let anahtarlar: Vec<&str> = json.as_object().unwrap().keys().map(String::as_str).collect();
    // the reference result's keys, in its order
    let beklenen = [
        "baslatilan",
        "kacirilan",
        "ciftBaslatma",
        "reddedilen",
        "gecikmeliTur",
        "ikiLiderliTur",
        "lidersizTur",
        "devralmaTuru",
        "devralma",
    ];
    assert_eq!(anahtarlar[..beklenen.len()], beklenen);
    assert_eq!(anahtarlar[beklenen.len()..], ["bekleyenTetik"]); // an extra field
}

#[test]
fn iz_dersin_hikayesini_anlatir() {
    let mut iz = Vec::new();
    let o = lider::izle(&Secenek::default(), &mut iz).unwrap();
    assert_eq!(o, kosum(&Secenek::default()).unwrap());
    let satirlar = lider::anlatim::anlat(&iz);
    assert_eq!(satirlar.len(), 24);
    for (i, parca) in [
        (5, "tur  6: lider d0 ulaşılamaz"),
        (5, "parti KAÇTI"),
        (7, "d1 devraldı (belirteç 2)"),
        (10, "İKİ LİDER: d0, d1"),
        (11, "İKİ LİDER: d0, d1; tetik: parti 2 KEZ başlatıldı"),
    ] {
        assert!(satirlar[i].contains(parca), "{parca:?} yok: {}", satirlar[i]);
    }
    let mut iz = Vec::new();
    lider::izle(&Secenek { citleme: true, ..Secenek::default() }, &mut iz).unwrap();
    let satirlar = lider::anlatim::anlat(&iz);
    deneme::satirlarda(
        &satirlar,
        &[(11, "d0 eski belirteçle, işi reddedildi); tetik: parti başlatıldı")],
    );
}

/// The timeline shows the plain column's double start and the fenced columns' rejected work,
/// drawn from the events.
#[test]
fn zaman_cizelgesi_olaylardan() {
    // the double start's mark, and the fenced columns' rejected work
    deneme::ilk_resim::<Lider>("zaman.svg", &[">\n2x\n<", "çitleme işini reddetti"]);
}

/// A timeline of few rounds is as wide as its legend needs, not as its rounds: at 0 and 3
/// rounds the picture keeps the width that holds the legend's first row (four entries, the last
/// ending near 830 pixels), and the lesson's 24 rounds keep their own.
#[test]
fn kisa_kosumun_resmi_lejanti_tasir() {
    let genislik = |args: &[&str]| {
        let svg = deneme::cikti::<Lider>(ders::Program::Olc, &[args, &["--svg", "-"]].concat());
        let g = svg.split("width=\"").nth(1).and_then(|g| g.split('"').next()).unwrap();
        g.parse::<u32>().unwrap()
    };
    assert_eq!(genislik(&["--tur", "0"]), 834);
    assert_eq!(genislik(&["--tur", "3"]), 834);
    assert_eq!(genislik(&[]), 834);
    assert_eq!(genislik(&["--tur", "40"]), 70 + 30 * 40 + 20);
}

/// A run stopped early (`--tur`) names only the faults and triggers within its rounds: the
/// lesson's pause of rounds 6-10 reads 6-8 in an 8-round run, and no trigger after round 8.
#[rstest]
#[case::dersin(
    24,
    None,
    "lider dugum 6-10. turlarda ulasilamaz. Gun sonu partisi tetigi: 6, 12, 18, 24. turlar"
)]
#[case::sekiz(8, None, "lider dugum 6-8. turlarda ulasilamaz. Gun sonu partisi tetigi: 6. tur")]
#[case::ucte_hic(3, None, "lider dugum hic ulasilamaz kalmiyor. Gun sonu partisi tetigi: yok")]
#[case::yazilan(9, Some("d0:6-10,d1:12-20"), "ariza d0:6-9. Gun sonu partisi tetigi: 6. tur")]
fn kesik_kosumun_basligi(#[case] tur: u32, #[case] ariza: Option<&str>, #[case] beklenen: &str) {
    let ariza = ariza.map(|a| lider::ariza::Zamanlama::oku(a).unwrap());
    let s = Secenek { tur, ariza, ..Secenek::default() };
    let baslik = lider::rapor::senaryo(&s);
    assert!(baslik.ends_with(beklenen), "{baslik}");
}
