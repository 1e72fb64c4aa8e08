//! The figures the Zamanlayici-Araci-Denetci lesson states in its readings, one test per
//! claim, grouped by the lesson's sections. A failing test names the sentence an author must
//! rewrite after changing a parameter. Figures come from the programs' results (`olc`, `hesap`)
//! on the lesson's scenario and K01's values.

use cikti::bicim::to_fixed;
use denetci::rapor::{Hesap, Olc};
use denetci::{ADIM, ASILI, Denetci, ISLER, KALICI, Olcum, Secenek};
use ders::OlcSonucu;

fn olc() -> Olc {
    Olc::hesapla(&Secenek::default()).unwrap()
}

fn denetcisiz() -> Olcum {
    olc().sutunlar[0].olcum.clone()
}

fn denetcili() -> Olcum {
    olc().sutunlar[1].olcum.clone()
}

/// The scan sweep's run for `tarama`.
fn tarama(tarama: u32) -> Olcum {
    olc().tarama_taramasi.into_iter().find(|k| k.secenek.tarama == tarama).unwrap().olcum
}

fn hesap() -> Hesap {
    deneme::dersin_hesabi::<Denetci>()
}

/// Sayilarin Okunmasi.
mod sayilarin_okunmasi {
    use super::*;

    /// Paragraph 1.
    #[test]
    fn denetcisiz_on_iki_isten_8i_tamamlanir_36_adim_son_is_5_turda() {
        let o = denetcisiz();
        assert_eq!((ISLER.len(), o.tamamlanan, o.adim, o.bittigi_tur), (12, 8, 36, 5));
    }

    /// Paragraph 1.
    #[test]
    fn denetcisiz_telafi_sifir_kimse_bir_sey_gormez() {
        let o = denetcisiz();
        assert_eq!((o.telafi_edilen, o.telafi_edilen_is, o.yeniden_surulen), (0, 0, 0));
    }

    /// Paragraph 1.
    #[test]
    fn denetcisiz_4_is_yarim_kalir() {
        assert_eq!(denetcisiz().yarim_kalan_is, 4);
    }

    /// Paragraph 2.
    #[test]
    fn denetcili_4_isin_3u_kurtarilir_biri_telafi_yarim_kalan_0() {
        let (y, d) = (denetcisiz(), denetcili());
        assert_eq!((d.tamamlanan - y.tamamlanan, d.telafi_edilen_is, d.yarim_kalan_is), (3, 1, 0));
    }

    /// Paragraph 2.
    #[test]
    fn tamamlanan_8den_11e_12ye_degil_s7_uc_surmeden_sonra_telafi() {
        let d = denetcili();
        assert_eq!((denetcisiz().tamamlanan, d.tamamlanan), (8, 11));
        assert_eq!(KALICI, [("S7", "indirim")]);
        // each hanging step is re-driven once; the rest are S7's tries up to the threshold
        assert_eq!(d.yeniden_surulen - ASILI.len() as u32, Secenek::default().deneme_siniri);
        assert_eq!(Secenek::default().deneme_siniri, 3);
    }

    /// Paragraph 2.
    #[test]
    fn s7nin_tamamlanmis_tek_adimi_telafi_edilir() {
        assert_eq!(denetcili().telafi_edilen, 1);
    }

    /// Paragraph 3.
    #[test]
    fn yurutulen_adim_36dan_45e_3u_bosa() {
        assert_eq!((denetcisiz().adim, denetcili().adim, denetcili().bosa_yurutulen), (36, 45, 3));
    }

    /// Paragraph 4.
    #[test]
    fn kurtarilan_is_dort_aralikta_da_11() {
        assert_eq!([1, 2, 4, 8].map(|t| tarama(t).tamamlanan), [11; 4]);
    }

    /// Paragraph 4.
    #[test]
    fn ortalama_kurtarma_1_00den_5_67ye_en_kotu_1den_7ye() {
        let (a, b) = (tarama(1), tarama(8));
        assert_eq!(
            (to_fixed(a.ort_kurtarma, 2), to_fixed(b.ort_kurtarma, 2)),
            ("1.00".into(), "5.67".into())
        );
        assert_eq!((a.en_kotu_kurtarma, b.en_kotu_kurtarma), (1, 7));
    }

    /// Paragraph 4.
    #[test]
    fn son_is_8den_24e_okunan_kayit_96dan_36ya() {
        let (a, b) = (tarama(1), tarama(8));
        assert_eq!((a.bittigi_tur, b.bittigi_tur, a.okunan_kayit, b.okunan_kayit), (8, 24, 96, 36));
    }

    /// Paragraph 4.
    #[test]
    fn aralik_buyudukce_gecikme_artar_okuma_azalir() {
        let k = [1, 2, 4, 8].map(tarama);
        assert!(k.windows(2).all(|w| w[0].ort_kurtarma < w[1].ort_kurtarma));
        assert!(k.windows(2).all(|w| w[0].okunan_kayit >= w[1].okunan_kayit));
        assert_eq!(k[0].okunan_kayit, 2 * k[1].okunan_kayit); // 1 -> 2: reads halve
    }
}

/// Hesaba Donus.
mod hesaba_donus {
    use super::*;

    /// Paragraph 1.
    #[test]
    fn gunde_4000_is_akisi_dort_adim_16000_adim() {
        let h = hesap();
        assert_eq!(
            (h.varsayimlar.sayi(&denetci::rapor::FATURA_SATIRI), ADIM.len(), h.adim_gun.0),
            (4000.0, 4, 16000.0)
        );
    }

    /// Paragraph 1.
    #[test]
    fn kk2_kalici_hata_orani_0_02() {
        assert_eq!(hesap().varsayimlar.sayi(&denetci::rapor::KK2), 0.02);
    }

    /// Paragraph 2.
    #[test]
    fn kk3_asili_kalma_orani_0_005_duyarlilik_0_01() {
        assert_eq!(hesap().varsayimlar.liste(&denetci::rapor::KK3), [0.005, 0.01]);
    }

    /// Paragraph 3.
    #[test]
    fn binde_beste_80_asili_adim_160_yarim_is_yuzde_4() {
        let s = &hesap().satirlar[0];
        assert_eq!(
            (s.asili_adim.0, s.denetcisiz_yarim_is.0, s.is_orani_yuzde.0),
            (80.0, 160.0, 4.0)
        );
    }

    /// Paragraph 3.
    #[test]
    fn oran_0_01de_240_yarim_is_yuzde_6() {
        let s = &hesap().satirlar[1];
        assert_eq!((s.kk3.0, s.denetcisiz_yarim_is.0, s.is_orani_yuzde.0), (0.01, 240.0, 6.0));
    }

    /// Paragraph 4.
    #[test]
    fn gunde_320_yeniden_surme_80i_bosa() {
        let s = &hesap().satirlar[0];
        assert_eq!((s.yeniden_surme.0, s.bosa_yurutulen.0), (320.0, 80.0));
    }

    /// Paragraph 4.
    #[test]
    fn bosa_yurutme_orani_0_500_yarisi_kalici_hatali_isten() {
        let h = hesap();
        assert_eq!(h.bosa_oran.0, 0.5);
        assert_eq!(h.denetcili.yeniden_surulen, 2 * h.denetcili.bosa_yurutulen);
    }

    /// Paragraph 4.
    #[test]
    fn etkisizlik_yoksa_gunde_80_fazla_satir_hatanin_yarisi() {
        let s = &hesap().satirlar[0];
        assert_eq!((s.bosa_yurutulen.0, s.denetcisiz_yarim_is.0 / 2.0), (80.0, 80.0));
    }
}

/// Ozet.
mod ozet {
    use super::*;

    /// Paragraph 2.
    #[test]
    fn denetcisiz_12_isin_4u_yuruyor_kalir_tamamlanan_8de() {
        let o = denetcisiz();
        assert_eq!((o.yarim_kalan_is, o.telafi_edilen, o.tamamlanan), (4, 0, 8));
    }

    /// Paragraph 3.
    #[test]
    fn denetci_3_kurtarir_1_telafi_yarim_4ten_0a_tamamlanan_8den_11e() {
        let (y, d) = (denetcisiz(), denetcili());
        assert_eq!((d.tamamlanan - y.tamamlanan, d.telafi_edilen_is), (3, 1));
        assert_eq!((y.yarim_kalan_is, d.yarim_kalan_is, y.tamamlanan, d.tamamlanan), (4, 0, 8, 11));
    }

    /// Paragraph 4.
    #[test]
    fn bedel_36dan_45e_adim_3u_bosa() {
        assert_eq!((denetcisiz().adim, denetcili().adim, denetcili().bosa_yurutulen), (36, 45, 3));
    }

    /// Paragraph 5.
    #[test]
    fn aralik_1den_8e_kurtarma_1_00den_5_67ye_son_is_8den_24e_okuma_96dan_36ya() {
        let (a, b) = (tarama(1), tarama(8));
        assert_eq!(
            (to_fixed(a.ort_kurtarma, 2), to_fixed(b.ort_kurtarma, 2)),
            ("1.00".into(), "5.67".into())
        );
        assert_eq!((a.bittigi_tur, b.bittigi_tur, a.okunan_kayit, b.okunan_kayit), (8, 24, 96, 36));
    }

    /// Paragraph 6.
    #[test]
    fn k01e_donus_16000_adim_160_yarim_is_yuzde_4_320_surme_80_bosa() {
        let h = hesap();
        let s = &h.satirlar[0];
        assert_eq!(
            (h.adim_gun.0, s.kk3.0, s.denetcisiz_yarim_is.0, s.is_orani_yuzde.0),
            (16000.0, 0.005, 160.0, 4.0)
        );
        assert_eq!((s.yeniden_surme.0, s.bosa_yurutulen.0), (320.0, 80.0));
    }
}
