import CDowel
