//! The tests of [`crate::secenek`]: each kind of option read, helped and flagged; and the
//! options the tests of [`crate::degerler`] use too.

use super::*;
use rstest::rstest;

/// A whole-number option with a small range; the tests of [`crate::degerler`] use it too.
pub(crate) const KIRA: Tam = Tam {
    ad: "kira",
    deger_adi: "TUR",
    anlam: "Kira",
    aralik: Aralik::kapali(1, 10),
    varsayilan: 3,
};
/// A list K01 option that is a lesson's own assumption (KK4); the tests of
/// [`crate::degerler`] use it too.
pub(crate) const KK4: Ondalik = crate::k01::bayrak(&k01::KK4);

#[rstest]
#[case("1", Ok(1))]
#[case(" 10 ", Ok(10))]
#[case("+3", Ok(3))]
#[case("0", Err(()))]
#[case("-0", Err(()))]
#[case("11", Err(()))]
#[case("-1", Err(()))]
#[case("-", Err(()))]
#[case("2.5", Err(()))]
#[case("NaN", Err(()))]
#[case("", Err(()))]
#[case("99999999999", Err(()))]
fn tam_ayristirici(#[case] girdi: &str, #[case] beklenen: Result<u32, ()>) {
    match beklenen {
        Ok(n) => assert_eq!(KIRA.ayristir(girdi), Ok(Deger::Tam(n))),
        Err(()) => {
            assert_eq!(KIRA.ayristir(girdi).unwrap_err(), "1<=TUR<=10 olan bir tam sayı olmalı")
        }
    }
}

#[rstest]
#[case("-0", Ok(0))]
#[case("-000", Ok(0))]
#[case("0", Ok(0))]
#[case("-01", Err(()))]
#[case("--0", Err(()))]
fn eksi_sifir_sifirdir(#[case] girdi: &str, #[case] beklenen: Result<u32, ()>) {
    let t = Tam { aralik: Aralik::kapali(0, 10), ..KIRA };
    assert_eq!(t.ayristir(girdi).map_err(|_| ()), beklenen.map(Deger::Tam));
}

#[rstest]
#[case("6,12", Ok(vec![6.0, 12.0]))]
#[case(" 0.5 ", Ok(vec![0.5]))]
#[case("0", Ok(vec![0.0]))]
#[case("1000", Ok(vec![1000.0]))]
#[case("", Err("virgülle ayrılmış 1 ile 20 arası değer olmalı"))]
#[case("6,,12", Err("'': boş değer"))]
#[case("6,x", Err("'x': bir sayı değil"))]
#[case("6,-1", Err("'-1': 0<=N<=1000 olan bir sayı olmalı"))]
#[case("1000.5", Err("0<=N<=1000 olan bir sayı olmalı"))]
#[case("NaN", Err("sonlu bir sayı değil"))]
#[case("6,inf", Err("'inf': sonlu bir sayı değil"))]
fn sayi_listesi(#[case] girdi: &str, #[case] beklenen: Result<Vec<f64>, &str>) {
    assert_eq!(KK4.ayristir(girdi), beklenen.map(Deger::Liste).map_err(String::from));
}

#[test]
fn eksi_sifir_ondalikta_da_sifir() {
    let Ok(Deger::Liste(x)) = KK4.ayristir("-0,-0.0") else { panic!("-0 kabul edilmeli") };
    assert!(x.iter().all(|x| *x == 0.0 && x.is_sign_positive()), "{x:?}");
}

#[test]
fn uzun_deger_kisaltilir() {
    let uzun = "9".repeat(100_000);
    let hata = KK4.ayristir(&uzun).unwrap_err();
    assert_eq!(hata, "0<=N<=1000 olan bir sayı olmalı");
    let hata = KK4.ayristir(&format!("1,{uzun}")).unwrap_err();
    assert_eq!(hata, format!("'{}...': 0<=N<=1000 olan bir sayı olmalı", "9".repeat(40)));
    assert_eq!(kisalt("kisa"), "kisa");
    assert_eq!(kisalt(&"ş".repeat(41)), format!("{}...", "ş".repeat(40)));
}

#[rstest]
#[case("0", Ok(0.0))]
#[case("1", Ok(1.0))]
#[case("0.005", Ok(0.005))]
#[case("1.5", Err("0<=ORAN<=1 olan bir sayı olmalı"))]
#[case("-0.1", Err("0<=ORAN<=1 olan bir sayı olmalı"))]
#[case("1e400", Err("0<=ORAN<=1 olan bir sayı olmalı"))]
#[case("-inf", Err("sonlu bir sayı değil"))]
#[case("0.02,0.04", Err("bu program tek değer alır, virgüllü liste değil"))]
#[case(
    "0,5",
    Err("bu program tek değer alır, virgüllü liste değil (ondalık ayırıcı noktadır: 0.5)")
)]
fn tek_oran_0_ile_1_arasi(#[case] girdi: &str, #[case] beklenen: Result<f64, &str>) {
    let kk2 =
        Ondalik { kaynak: &k01::KK2, aralik: crate::aralik::ORAN, deger_adi: "ORAN", ..KK4 }.tek();
    assert_eq!(kk2.ayristir(girdi), beklenen.map(Deger::Sayi).map_err(String::from));
}

#[test]
fn secim_turkce_harfleri_kabul_eder() {
    const SERVIS: Secim = Secim {
        ad: "eksikAbone",
        deger_adi: "SERVIS",
        anlam: "Servis",
        adlar: &["ucretlendirme", "sozlesme"],
        varsayilan: "sozlesme",
    };
    assert_eq!(SERVIS.ayristir("sözleşme"), Ok(Deger::Ad("sozlesme")));
    assert_eq!(SERVIS.ayristir("ücretlendirme"), Ok(Deger::Ad("ucretlendirme")));
    assert_eq!(SERVIS.ayristir("SÖZLEŞME"), Ok(Deger::Ad("sozlesme")));
    assert_eq!(SERVIS.ayristir("Ücretlendİrme"), Ok(Deger::Ad("ucretlendirme")));
    assert!(SERVIS.ayristir("sozlesmeler").is_err());
    assert_eq!(
        SERVIS.yardim(),
        "Servis (ucretlendirme, sozlesme; Türkçe harflerle, büyük harfle de yazılır; varsayılan sozlesme)"
    );
}

#[test]
fn yardim_anlam_aralik_varsayilan() {
    assert_eq!(KIRA.yardim(), "Kira (1<=TUR<=10; varsayılan 3)");
    assert_eq!(
        KK4.yardim(),
        "KK4, K01'e eklenmez (Sistem Tasarımına Giriş kursunun Erişilebilirlik Kalıpları \
         dersi koyar): yılda devralma sayısı [devralma/yıl] (her biri 0<=N<=1000, en çok 20 \
         satır; varsayılan 6,12)"
    );
    assert_eq!(KK4.tek().yardim().rsplit(" (").next(), Some("0<=N<=1000; varsayılan 6)"));
    assert_eq!((KK4.deger_adi(), KK4.tek().deger_adi()), (Some("SAYILAR"), Some("N")));
}

#[test]
fn bayrak_anahtarin_kebab_yazimi() {
    let t = Tam { ad: "denemeSiniri", ..KIRA };
    assert_eq!(t.bayrak(), "deneme-siniri");
    assert_eq!(KIRA.bayrak(), "kira");
}
