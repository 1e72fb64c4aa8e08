#![cfg(feature = "ders")]
//! The lesson text's own account of the first table's runs, pinned to them ([`ders::an`]): each
//! moment names its sentence by place, the point it tells (`--dur`: how many steps and
//! compensations of the jobs have run), its columns and the rows it names. `tests/anlar.rs`
//! asserts the program's reading of each at its point.

use ders::an::{An, Yer};

const SINIR: &str = "Ortak İşlem Sınırı Yok";
const SAYILAR: &str = "Sayıların Okunması";
const IKI_KIP: &[&str] = &["koreografi", "orkestrasyon"];
const HEPSI: &[&str] = &["koreografi", "kor+eksik abone", "orkestrasyon"];

/// The moments, in the run's order.
pub const ANLAR: [An; 8] = [
    An {
        yer: Yer::yeni(SAYILAR, 5, 0, "İş başına"),
        durak: 5,
        sutunlar: IKI_KIP,
        olculer: &["ileti"],
        ayrilik: None,
    },
    An {
        yer: Yer::yeni(SINIR, 3, 2, "üçüncü adım"),
        durak: 13,
        sutunlar: HEPSI,
        olculer: &[],
        ayrilik: None,
    },
    An {
        yer: Yer::yeni(SINIR, 4, 0, "tersten"),
        durak: 15,
        sutunlar: IKI_KIP,
        olculer: &["telafiEdilen"],
        ayrilik: None,
    },
    An {
        yer: Yer::yeni(SAYILAR, 8, 0, "üçüncü sütundadır"),
        durak: 15,
        sutunlar: &["kor+eksik abone"],
        olculer: &["telafisizAdim"],
        ayrilik: Some("akis-ucuncu-sutun"),
    },
    An {
        yer: Yer::yeni(SAYILAR, 9, 0, "abone olmadığında"),
        durak: 35,
        sutunlar: &["koreografi", "kor+eksik abone"],
        olculer: &["telafiEdilen", "telafisizAdim", "yarimKalanIs"],
        ayrilik: None,
    },
    An {
        yer: Yer::yeni(SAYILAR, 10, 0, "kesinleşmiş yazma"),
        durak: 35,
        sutunlar: &["kor+eksik abone"],
        olculer: &[],
        ayrilik: None,
    },
    An {
        yer: Yer::yeni(SAYILAR, 1, 0, "İki kip"),
        durak: 40,
        sutunlar: IKI_KIP,
        olculer: &["tamamlanan", "adim", "telafiEdilen"],
        ayrilik: None,
    },
    An {
        yer: Yer::yeni(SAYILAR, 4, 0, "Birincisi"),
        durak: 40,
        sutunlar: IKI_KIP,
        olculer: &["ileti"],
        ayrilik: None,
    },
];
