//! What the texts are checked against: the programs' outputs, the claim tests and their
//! verdicts, and whether node runs the texts' code.

use std::collections::HashMap;
use std::path::PathBuf;

/// The programs' outputs without arguments, by (lesson, program): what the texts must print.
pub type Ciktilar = HashMap<(String, String), String>;

/// Option sets the text's model and the port are compared on, per lesson.
pub const KARSILASTIRMA: usize = 3000;

/// What the texts are checked against.
pub struct MetinGirdisi<'a> {
    /// Files and folders of lesson texts.
    pub yollar: &'a [PathBuf],
    /// The Rust programs' outputs without arguments.
    pub ciktilar: &'a Ciktilar,
    /// Every claim test, as `lider hesaba_donus::kk4_...`.
    pub iddialar: &'a [String],
    /// The broken ones.
    pub bozuk: &'a [String],
    /// Whether to run the texts' code with node (when it is installed).
    pub node: bool,
}
