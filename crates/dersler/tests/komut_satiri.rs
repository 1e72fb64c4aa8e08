//! Every lesson's programs, checked against their option declarations: the help states every
//! option (flag, value name, meaning, range, default), and every bad invocation the
//! declarations imply is refused (each value outside its range or not a number, each flag
//! without its value or given twice, the other program's flags, unknown flags and stray
//! words) with exit code 2, nothing on standard output and a message naming the flag.

/// Runs the checks on each lesson of the list.
macro_rules! her_birini_dene {
    ($($ders:path),* $(,)?) => {
        $(
            let sayi = deneme::komut_satirini_dene::<$ders>();
            let ad = <$ders as ders::Ders>::AD;
            assert!(sayi >= 80, "{ad}: yalniz {sayi} kotu girdi denendi");
        )*
    };
}

#[test]
fn her_dersin_komut_satiri_secenek_tanimlarina_uyar() {
    dersler::her_ders!(her_birini_dene);
}

/// Checks that each rule of a lesson's `hesap` is in the help of each flag it is about.
macro_rules! kurallar_yardimda {
    ($($ders:path),* $(,)?) => {
        $(
            let yardim = program::komut::kos::<$ders>(ders::Program::Hesap, &["--help"]).cikti;
            let kurallar = <<$ders as ders::Tablolar>::Hesap as ders::HesapSonucu<$ders>>::KURALLAR;
            for k in kurallar {
                for ad in k.bayraklar {
                    let t = ders::tanimlar::<$ders>(ders::Program::Hesap)
                        .into_iter()
                        .find(|t| t.ad() == *ad)
                        .unwrap_or_else(|| panic!("{ad}: hesap'ta böyle bir bayrak yok"));
                    // the flag's help: its line and the lines under it, up to the next flag's
                    let bayrak = format!("--{} ", t.bayrak());
                    let satirlar: Vec<&str> = yardim
                        .lines()
                        .map(str::trim)
                        .skip_while(|s| !s.starts_with(&bayrak))
                        .enumerate()
                        .take_while(|(i, s)| *i == 0 || !s.starts_with('-'))
                        .map(|(_, s)| s)
                        .collect();
                    let metin = satirlar.join(" ");
                    assert!(metin.contains(k.kural), "{bayrak}: '{}' yok: {metin}", k.kural);
                }
            }
            assert!(!kurallar.is_empty(), "{}", <$ders as ders::Ders>::AD);
        )*
    };
}

/// Every rule `hesap` enforces beyond a flag's range is stated in that flag's help, from the
/// rule's one declaration (`ders::HesapKurali`).
#[test]
fn hesap_kurallari_bayraklarin_yardiminda() {
    dersler::her_ders!(kurallar_yardimda);
}

/// Runs the generated bad values on each lesson of the list, with its own schedules as seeds.
macro_rules! rastgele_dene {
    ($($ders:path),* $(,)?) => {
        $(
            let ad = <$ders as ders::Ders>::AD;
            let ornekler: Vec<String> = dersler::sayfa::alistirmalar::<$ders>()
                .unwrap()
                .iter()
                .flat_map(|a| program::calistirma::parcala(&a.parca))
                .filter(|(k, _)| k == "ariza")
                .map(|(_, v)| v)
                .collect();
            let (denenen, reddedilen) = deneme::rastgele_kotu_girdiler::<$ders>(0x5eed ^ ad.len() as u64, 30, &ornekler);
            eprintln!("{ad}: {denenen} rastgele ya da bozulmuş değer, {reddedilen} ret");
            assert!(reddedilen >= denenen / 3, "{ad}: yalnız {reddedilen}/{denenen} ret");
        )*
    };
}

/// Every program refuses a mistyped value as a reader can act on it: random and mutated values
/// of every flag of all six programs, each refusal with exit code 2, nothing on standard output,
/// and one line that names the flag and quotes the value once, as typed.
#[test]
fn rastgele_kotu_degerler_tek_satirda_reddedilir() {
    dersler::her_ders!(rastgele_dene);
}

/// Checks that no hand-written part of an exercise of each lesson (its question, its
/// explanation's own words) names an option value, a fault, a job or a round: those come only
/// from the text generated from its fragment (`program::alistirma::senaryo`), which does name
/// them.
macro_rules! alistirmalar_uretilir {
    ($($ders:path),* $(,)?) => {
        $(
            for a in dersler::sayfa::alistirmalar::<$ders>().unwrap() {
                let elle = format!("{} {}", a.soru, a.aciklama)
                    .replace("{cevap}", "")
                    .replace("{nokta}", "");
                let katlanmis = cekirdek::turkce_harfsiz(&elle.to_lowercase());
                // a number is a value, a job (S3, d0) or a round
                assert!(!elle.chars().any(|c| c.is_ascii_digit()), "{}: {elle}", a.parca);
                for (bayrak, deger) in program::yazilan::parcala(&a.parca) {
                    let sozcukler = deger.split(|c: char| !c.is_alphanumeric()).map(str::to_lowercase);
                    for s in sozcukler.filter(|s| s.chars().count() >= 3) {
                        let s = cekirdek::turkce_harfsiz(&s);
                        assert!(!katlanmis.contains(&s), "{}: --{bayrak}'ın '{s}' değeri elle yazılmış: {elle}", a.parca);
                    }
                }
                let senaryo = program::alistirma::senaryo::<$ders>(&a.parca).unwrap();
                // written for the page: no option's help pasted into it
                for t in ders::tanimlar::<$ders>(ders::Program::Olc) {
                    assert!(!senaryo.contains(&t.anlam()), "{senaryo}: --{} yardımı", t.bayrak());
                }
                for (bayrak, deger) in program::yazilan::parcala(&a.parca) {
                    if bayrak != "ariza" {
                        assert!(senaryo.contains(&format!("--{bayrak} {deger} (derste ")), "{senaryo}");
                    }
                }
                // the faults the run has: written, reshaped by an option, or the lesson's
                let beklenen = if a.parca.contains("ariza=") {
                    "dersin arızaları yerine yalnız "
                } else if senaryo.contains("dersin arıza sırası bu seçenekle ") {
                    "dersin arıza sırası bu seçenekle "
                } else {
                    "Arızalar dersinkiler."
                };
                assert!(senaryo.contains(beklenen), "{senaryo}");
            }
        )*
    };
}

#[test]
fn alistirmanin_senaryosu_parcasindan_uretilir() {
    dersler::her_ders!(alistirmalar_uretilir);
    // akis's third exercise: the written faults replace the lesson's, and the scenario says so
    let s =
        program::alistirma::senaryo::<dersler::akis::Akis>("ariza=S3:indirim=cift,S3:fatura=hata")
            .unwrap();
    assert_eq!(
        s,
        "Dersin seçenekleri. Arızalar: dersin arızaları yerine yalnız S3 işinde indirim adımının \
         telafi iletisi iki kez ulaşır; S3 işi fatura adımında hata verir."
    );
    // lider's shorter pause reshapes the lesson's schedule: the scenario tells the run's own,
    // rounds 6-8, not the lesson's 6-10
    let s = program::alistirma::senaryo::<dersler::lider::Lider>("duraklama=3").unwrap();
    assert_eq!(
        s,
        "Dersin seçenekleri, şu farkla: --duraklama 3 (derste 5). Arızalar: dersin arıza sırası \
         bu seçenekle d0 6.–8. turlarda ulaşılamaz."
    );
}
