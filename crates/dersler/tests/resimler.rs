//! Every lesson's pictures: SVG, the same bytes at every drawing (the docs are checked byte for
//! byte), one file name each.

#[test]
fn her_dersin_resimleri_svg_ve_her_cizimde_ayni_bayt() {
    let mut adlar = Vec::new();
    for d in dersler::DERSLER {
        let resimler = d.resimler();
        assert!(!resimler.is_empty(), "{} resim cizmiyor", d.ad());
        assert_eq!(resimler, d.resimler(), "{}", d.ad());
        for (ad, svg) in resimler {
            assert!(ad.starts_with(d.ad()) && ad.ends_with(".svg"), "{ad}");
            assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"), "{ad}");
            adlar.push(ad);
        }
    }
    let n = adlar.len();
    adlar.sort();
    adlar.dedup();
    assert_eq!(adlar.len(), n);
}
