//! Every figure the Koreografi ve Orkestrasyon lesson prints, as tables of cases.

use akis::rapor::{Hesap, Olc, Taban};
use akis::{Akis, Kip, Secenek, Servis, kosum, yapi};
use cikti::{Cikti, Rapor};
use ders::Program;
use ders::secenek::Deger;
use ders::{HesapSonucu, OlcSonucu};

/// The lesson's base scenario: ucretlendirme missing from the middle column, no schedule written.
const TABAN: Taban = Taban { eksik_abone: Servis::Ucretlendirme, ariza: None, dur: None };

use rstest::rstest;

fn satirlar(r: &Rapor) -> Vec<String> {
    r.duz().lines().map(String::from).collect()
}

// tamamlanan, adim, ileti, telafi edilen, telafisiz kalan, yarim kalan is
#[rstest]
#[case::koreografi(Kip::Koreografi, None, [6, 27, 40, 3, 0, 0])]
#[case::kor_eksik_abone(Kip::Koreografi, Some(Servis::Ucretlendirme), [6, 27, 38, 1, 2, 2])]
#[case::orkestrasyon(Kip::Orkestrasyon, None, [6, 27, 64, 3, 0, 0])]
fn uc_sutun(#[case] kip: Kip, #[case] eksik_abone: Option<Servis>, #[case] beklenen: [u32; 6]) {
    let o = kosum(&Secenek { kip, eksik_abone, ariza: None, dur: None }).unwrap();
    let gorulen =
        [o.tamamlanan, o.adim, o.ileti, o.telafi_edilen, o.telafisiz_adim, o.yarim_kalan_is];
    assert_eq!(gorulen, beklenen);
}

#[rstest]
#[case::koreografi(Kip::Koreografi, None, "tarife=6 indirim=6 fatura=6 bildirim=6")]
#[case::kor_eksik_abone(
    Kip::Koreografi,
    Some(Servis::Ucretlendirme),
    "tarife=8 indirim=6 fatura=6 bildirim=6"
)]
#[case::orkestrasyon(Kip::Orkestrasyon, None, "tarife=6 indirim=6 fatura=6 bildirim=6")]
#[case::orkestrasyonda_abone_yok_sayilmaz(
    Kip::Orkestrasyon,
    Some(Servis::Ucretlendirme),
    "tarife=6 indirim=6 fatura=6 bildirim=6"
)]
fn kalan_yazma(#[case] kip: Kip, #[case] eksik_abone: Option<Servis>, #[case] beklenen: &str) {
    assert_eq!(
        kosum(&Secenek { kip, eksik_abone, ariza: None, dur: None }).unwrap().kalan_yazma_metni(),
        beklenen
    );
}

#[test]
fn hata_izi() {
    let o = kosum(&Secenek::yeni(Kip::Orkestrasyon)).unwrap();
    let iz: Vec<String> = o.iz.iter().filter_map(akis::anlatim::hata_izi).collect();
    assert_eq!(
        iz,
        [
            "S3: fatura adiminda durdu, kesinlesmis adim 2, acik kalan 0",
            "S7: indirim adiminda durdu, kesinlesmis adim 1, acik kalan 0",
        ]
    );
}

// koreografi, orkestrasyon
#[rstest]
#[case::tanim(0, "is akisi tanimini tasiyan birim", 4, 1)]
#[case::durum(1, "is akisi durumunu tutan birim", 0, 1)]
#[case::okuma(2, "durumu okumak icin sorulan birim", 4, 1)]
#[case::telafi(3, "telafi sorumlulugu tasiyan birim", 3, 1)]
#[case::uzatma(4, "sona adim eklenince degisen birim", 1, 2)]
#[case::sinir(5, "islem siniri", 4, 4)]
#[case::atomik(6, "atomik geri alinabilen adim", 0, 0)]
fn yapisal_tablo(#[case] i: usize, #[case] ad: &str, #[case] kor: u32, #[case] ork: u32) {
    assert_eq!(yapi(Kip::Koreografi)[i], (ad, kor));
    assert_eq!(yapi(Kip::Orkestrasyon)[i], (ad, ork));
}

#[test]
fn olc_oranlari_ve_basligi() {
    let r = satirlar(&Olc::hesapla(&TABAN).unwrap().rapor());
    assert_eq!(r[0], "8 satici-gun, 4 adim, 2 is hata veriyor: S3@fatura, S7@indirim");
    let n = r.len();
    assert_eq!(r[n - 2], "ileti orani orkestrasyon/koreografi = 1.600");
    assert_eq!(r[n - 1], "is basina ileti: koreografi 5.00, orkestrasyon 8.00");
    assert!(r.contains(&"  kor+eksik abone tarife=8 indirim=6 fatura=6 bildirim=6".to_string()));
}

#[test]
fn olc_tablolari() {
    let r = Olc::hesapla(&TABAN).unwrap().rapor();
    let t = r.tablolar();
    assert_eq!(t[0].satirlar[2], ["ileti", "40", "38", "64"]);
    assert_eq!(t[1].satirlar[3], ["telafi sorumlulugu tasiyan birim", "3", "1"]);
}

// KK2, hatali is/gun, telafi adim/gun, telafisiz adim/gun, yarim kalan is/gun
#[rstest]
#[case::kk2_yuzde_iki(0, ["0.02", "80", "120", "80", "80"])]
#[case::kk2_yuzde_dort(1, ["0.04", "160", "240", "160", "160"])]
fn hesap_satirlari(#[case] satir: usize, #[case] beklenen: [&str; 5]) {
    let r = Hesap::hesapla(&TABAN, &ders::varsayimlar::<Akis>()).unwrap().rapor();
    assert_eq!(r.tablolar()[0].satirlar[satir], beklenen);
}

#[rstest]
#[case::hizlar(0, "is akisi 4000/gun, pencere 14400 s -> 0.2778 is/s, 1.1111 adim/s")]
#[case::koreografi(1, "  koreografi    5.00 ileti/is -> 1.3889 ileti/s")]
#[case::orkestrasyon(2, "  orkestrasyon  8.00 ileti/is -> 2.2222 ileti/s")]
#[case::oranlar(
    8,
    "modelden gelen oranlar: hata basina telafi edilen adim = 1.50, eksik abonede telafisiz kalan = 1.00"
)]
#[case::tepe_yazma(
    9,
    "K01 tepe yazma 97.22 istek/s ile karsilastirma: orkestrasyon ileti akisi 2.29%"
)]
#[case::tanim(10, "is akisi tanimini okumak icin acilacak birim: koreografi 4, orkestrasyon 1")]
fn hesap_metin_satirlari(#[case] i: usize, #[case] beklenen: &str) {
    assert_eq!(
        satirlar(&Hesap::hesapla(&TABAN, &ders::varsayimlar::<Akis>()).unwrap().rapor())[i],
        beklenen
    );
}

#[test]
fn hesap_pencereyi_k01den_alir() {
    let h = ders::varsayimlar::<Akis>().ile(&akis::rapor::PENCERE_SAAT, Deger::Sayi(8.0));
    let r = satirlar(&Hesap::hesapla(&TABAN, &h).unwrap().rapor());
    assert_eq!(r[0], "is akisi 4000/gun, pencere 28800 s -> 0.1389 is/s, 0.5556 adim/s");
}

#[test]
fn eksik_bildirim_abonesi_telafisiz_birakmaz() {
    // bildirim geri alinamaz: telafisi olmadigi icin aboneligin eksikligi bir sey degistirmez
    let o = kosum(&Secenek {
        kip: Kip::Koreografi,
        eksik_abone: Some(Servis::Bildirim),
        ariza: None,
        dur: None,
    })
    .unwrap();
    assert_eq!((o.telafi_edilen, o.telafisiz_adim, o.ileti), (3, 0, 40));
}

#[test]
fn json_adlari_referansinki() {
    let s: Secenek =
        serde_json::from_str(r#"{"kip":"koreografi","eksikAbone":"sozlesme"}"#).unwrap();
    assert_eq!(
        s,
        Secenek {
            kip: Kip::Koreografi,
            eksik_abone: Some(Servis::Sozlesme),
            ariza: None,
            dur: None
        }
    );
    let s: Secenek = serde_json::from_str(r#"{"kip":"orkestrasyon","eksikAbone":null}"#).unwrap();
    assert_eq!(s, Secenek::yeni(Kip::Orkestrasyon));

    let hata = serde_json::from_str::<Secenek>(r#"{"kip":"karma"}"#).unwrap_err().to_string();
    assert!(hata.contains("expected `koreografi` or `orkestrasyon`"), "{hata}");
    let hata = serde_json::from_str::<Secenek>(r#"{"kip":"koreografi","eksikAbone":"kargo"}"#)
        .unwrap_err()
        .to_string();
    assert!(
        hata.contains("expected one of `ucretlendirme`, `sozlesme`, `faturalama`, `bildirim`"),
        "{hata}"
    );
    assert!(serde_json::from_str::<Secenek>(r#"{}"#).unwrap_err().to_string().contains("kip"));

    let json = serde_json::to_value(kosum(&Secenek::yeni(Kip::Koreografi)).unwrap()).unwrap();
    assert_eq!(
        json["kalanYazma"],
        serde_json::json!({"tarife": 6, "indirim": 6, "fatura": 6, "bildirim": 6})
    );
    let mut anahtarlar: Vec<&str> = json.as_object().unwrap().keys().map(String::as_str).collect();
    anahtarlar.sort();
    assert_eq!(
        anahtarlar,
        [
            "adim",
            "ileti",
            "iz",
            "kalanYazma",
            "tamamlanan",
            "telafiEdilen",
            "telafisizAdim",
            "yarimKalanIs"
        ]
    );
}

#[test]
fn iz_her_isi_anlatir() {
    for s in [
        Secenek {
            kip: Kip::Koreografi,
            eksik_abone: Some(Servis::Ucretlendirme),
            ariza: None,
            dur: None,
        },
        Secenek::yeni(Kip::Orkestrasyon),
    ] {
        let mut iz = Vec::new();
        let o = akis::izle(&s, &mut iz).unwrap();
        assert_eq!(o, kosum(&s).unwrap());
        let satirlar = akis::anlatim::anlat(s.kip, &iz);
        assert_eq!(satirlar.len(), 8);
        // every message is an event: the run's count is theirs, and each job's line counts its own
        let ileti = iz.iter().filter(|e| matches!(e, akis::olay::Olay::Ileti { .. })).count();
        assert_eq!(ileti as u32, o.ileti);
        let satirlarda: u32 = satirlar
            .iter()
            .map(|s| {
                s.rsplit(", ").next().unwrap().split(' ').next().unwrap().parse::<u32>().unwrap()
            })
            .sum();
        assert_eq!(satirlarda, o.ileti);
        if s.kip == Kip::Koreografi {
            assert!(satirlar[2].contains("fatura (faturalama) HATA verdi -> indirim telafi edildi (iptal olayı) -> tarife TELAFİ EDİLMEDİ"), "{}", satirlar[2]);
            assert!(satirlar[2].ends_with("durdu, açık kalan 1, 5 ileti"), "{}", satirlar[2]);
        } else {
            assert!(
                satirlar[6].ends_with(
                    "tarife telafi edildi (yürütücü çağırdı) | durdu, açık kalan 0, 6 ileti"
                ),
                "{}",
                satirlar[6]
            );
        }
    }
}

/// The sequence diagram shows the cancel nobody heard and orchestration's ten messages for S3,
/// drawn from the message events.
#[test]
fn sira_diyagrami_iletilerden() {
    deneme::ilk_resim::<Akis>(
        "sira.svg",
        &["tarife-iptal (abone yok)", "orkestrasyon: S3, 10 ileti"],
    );
}

/// Each diagram's title counts the job's messages as its story line does: with no failure the
/// diagram shows S1, whose last event in choreography nobody listens to (no arrow) but which
/// is sent all the same (5 messages, 40 for the eight jobs in the table).
#[test]
fn sira_basligi_hikaye_gibi_sayar() {
    for ariza in ["yok", "S3:fatura=hata", "S3:fatura=hata,S3:tarife=kayip"] {
        let svg = deneme::cikti::<Akis>(Program::Olc, &["--ariza", ariza, "--svg", "-"]);
        let iz = deneme::cikti::<Akis>(Program::Olc, &["--ariza", ariza, "--iz"]);
        for sutun in ["koreografi", "kor+eksik abone", "orkestrasyon"] {
            let baslik = svg.split(&format!("{sutun}: S")).nth(1).expect(sutun);
            let (is, sayi) = baslik.split_once(", ").unwrap();
            let is = format!("S{is}");
            let satir = format!("{} ileti", sayi.split(" ileti").next().unwrap());
            let blok = iz.split("\n\n").find(|b| b.starts_with(&format!("{sutun}: "))).unwrap();
            assert!(
                blok.lines().any(|s| s.starts_with(&format!("  {is}: ")) && s.ends_with(&satir)),
                "{ariza} {sutun}: {is}, {satir}\n{blok}"
            );
        }
    }
}
